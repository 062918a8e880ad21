import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "./auth-session.js";
import { TITLE_SLOT } from "./shell-title.js";
import { registerWeb, screenHints, screenOf } from "./web.js";

// A stand-in web build: the entry, a chunk it shares with the workout log, and the log's own chunk.
const MANIFEST = {
  "index.html": { file: "assets/index-a.js", imports: ["_shared-b.js"], css: ["assets/index-a.css"] },
  "_shared-b.js": { file: "assets/shared-b.js", css: ["assets/shared-b.css"] },
  "_common-c.js": { file: "assets/common-c.js", css: ["assets/common-c.css"] },
  "src/app/routes/exercises.tsx": {
    file: "assets/exercises-d.js",
    imports: ["index.html", "_shared-b.js", "_common-c.js"],
    css: ["assets/exercises-d.css"],
  },
  "src/app/routes/not-found.tsx": { file: "assets/not-found-e.js", imports: ["index.html"] },
};
const INDEX_HTML = `<!doctype html><html><head><title>Ironpath</title></head><body><div id="root">${TITLE_SLOT}</div></body></html>`;
const SESSION = { cookie: `${SESSION_COOKIE}=some-token` };

describe("the web app's pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ironpath-web-"));
    writeFileSync(join(dist, "index.html"), INDEX_HTML);
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    app = Fastify();
    await app.register(fastifyCookie);
    await registerWeb(app, dist);
  });
  afterAll(() => app.close());

  it("names each screen of the route table, whatever the letter case, and the not-found page", () => {
    expect(screenOf("/")).toBe("home");
    expect(screenOf("/exercises/Beginner%20Linear%20Progression%203-Day")).toBe("exercises");
    expect(screenOf("/WEIGHTLOSS")).toBe("weight-goal");
    expect(screenOf("/no/such/page")).toBe("not-found");
  });

  it("hints a screen's chunks and stylesheets, dependencies first, leaving out what the entry loads", () => {
    const hints = screenHints(MANIFEST, "exercises");
    expect(hints.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/common-c.css"',
      'href="/assets/exercises-d.css"',
      'href="/assets/common-c.js"',
      'href="/assets/exercises-d.js"',
    ]);
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/exercises-d.js">');
    expect(hints).toContain('<link rel="preload" as="style" crossorigin href="/assets/exercises-d.css">');
    expect(screenHints(MANIFEST, "home")).toBe("");
  });

  it("sends a page with its screen's hints in the head, compressed when the browser accepts it", async () => {
    const br = await app.inject({ url: "/exercises/Some%20Program", headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("no-cache");
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/exercises-d\.js">\s*<\/head>/);

    const gzip = await app.inject({ url: "/exercises/Some%20Program", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

    const plain = await app.inject({ url: "/exercises/Some%20Program" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toContain("text/html");
    expect(plain.body).toBe(html);
  });

  it("sends Home as built, and an unknown page with the not-found page's chunk and a 404", async () => {
    expect((await app.inject({ url: "/" })).body).toBe(INDEX_HTML);
    const missing = await app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('href="/assets/not-found-e.js"');
  });

  it("answers HEAD as GET without the body: a monitor checking / sees 200", async () => {
    for (const url of ["/", "/exercises/Some%20Program"]) {
      const head = await app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe("");
      expect(head.headers["content-type"]).toContain("text/html");
    }
    expect((await app.inject({ method: "HEAD", url: "/no-such-page" })).statusCode).toBe(404);
  });

  it("writes a workout log's title into the page for a browser with a session, escaped", async () => {
    const log = await app.inject({ url: "/exercises/Beginner%20Linear%20Progression%203-Day", headers: SESSION });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('<h1 class="shell-title">Beginner Linear Progression 3-Day</h1>');
    expect(log.body).not.toContain(TITLE_SLOT);
    expect(log.headers.vary).toContain("cookie");

    const hostile = `<script>alert("x")</script> $& O'Brien`;
    const own = await app.inject({
      url: `/user-created-exercises/${encodeURIComponent(hostile)}`,
      headers: { ...SESSION, "accept-encoding": "br" },
    });
    const html = brotliDecompressSync(own.rawPayload).toString();
    expect(html).toContain(
      '<h1 class="shell-title">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; $&amp; O&#39;Brien</h1>',
    );
    expect(html).not.toContain("<script>");
  });

  it("writes no title for a visitor, nor on another screen", async () => {
    for (const [url, headers] of [
      ["/exercises/Some%20Program", {}],
      ["/history", SESSION],
    ] as const) {
      const page = await app.inject({ url, headers });
      expect(page.body, url).not.toContain("<h1");
      expect(page.body, url).toContain(TITLE_SLOT);
    }
  });
});
