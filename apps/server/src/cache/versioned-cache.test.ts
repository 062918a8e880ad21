import { describe, expect, it } from "vitest";
import { VersionedCache, cachePerDatabase } from "./versioned-cache.js";

describe("a versioned cache", () => {
  it("serves a value only at the version it was kept with", () => {
    const cache = new VersionedCache<string>(10);
    cache.set("a", "1", "first");
    expect(cache.get("a", "1")).toBe("first");
    expect(cache.get("a", "2")).toBeUndefined();
    cache.set("a", "2", "second");
    expect(cache.get("a", "1")).toBeUndefined();
    expect(cache.get("a", "2")).toBe("second");
    cache.set("a", "3", undefined);
    expect(cache.get("a", "2")).toBeUndefined();
  });

  it("drops the least recently used past its limit, and keeps nothing at 0", () => {
    const cache = new VersionedCache<number>(2);
    cache.set("a", "v", 1);
    cache.set("b", "v", 2);
    expect(cache.get("a", "v")).toBe(1);
    cache.set("c", "v", 3);
    expect(cache.get("b", "v")).toBeUndefined();
    expect(cache.get("a", "v")).toBe(1);
    expect(cache.get("c", "v")).toBe(3);
    const none = new VersionedCache<number>(0);
    none.set("a", "v", 1);
    expect(none.get("a", "v")).toBeUndefined();
  });

  it("keeps one cache per database", () => {
    const of = cachePerDatabase<number>(5);
    const one = {};
    expect(of(one)).toBe(of(one));
    expect(of({})).not.toBe(of(one));
  });
});
