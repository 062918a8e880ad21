import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { type TestDb, createTestDb, testConfig } from "../testing/test-app.js";

// Requests Node refuses before Fastify sees them, over a real socket: their answers carry the same
// security headers and words as every other answer, and a body that stops coming is given up on
// at the request timeout (30 s), not a minute later.

/** Writes `raw` and resolves with what the server answered, once it closes the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", (err) => (answer ? resolve(answer) : reject(err)));
  });
}

const headerOf = (answer: string, name: string) =>
  answer
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

describe("answers Node gives before Fastify", () => {
  let db: TestDb;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    db = await createTestDb("sqlite");
    app = await buildApp(testConfig(), db);
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("answers a 16 KB address with 431 in words and the security headers", async () => {
    const answer = await exchange(port, `GET /${"a".repeat(16 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(headerOf(answer, "x-content-type-options")).toBe("nosniff");
    expect(headerOf(answer, "content-security-policy")).toContain("default-src 'self'");
    expect(headerOf(answer, "x-frame-options")).toBe("DENY");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "The request's address or headers are too long",
    });
  });

  it("answers a request it cannot parse with 400 in words and the security headers", async () => {
    const answer = await exchange(port, "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n");
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(headerOf(answer, "x-content-type-options")).toBe("nosniff");
    expect(answer).toContain('{"error":"The request could not be read"}');
  });

  it("gives up on a body that stopped coming at the request timeout, with 408 in words", async () => {
    const started = Date.now();
    const answer = await exchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    expect(headerOf(answer, "x-content-type-options")).toBe("nosniff");
    expect(answer).toContain('{"error":"The request took too long to arrive"}');
    // Node checks every 2 s (was 30 s: answers came after 68-84 s); a late timer may add a little.
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThan(45);
  }, 90_000);
});
