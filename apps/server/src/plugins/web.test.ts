import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const INDEX_HTML = '<!doctype html><html><head><title>Ironpath</title></head><body><div id="root"></div></body></html>';

describe("the web app's pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ironpath-web-"));
    writeFileSync(join(dist, "index.html"), INDEX_HTML);
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    app = Fastify();
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
});
