import { describe, expect, it } from "vitest";
import { sourceOf } from "./sign-in-throttle.js";

describe("the source a password attempt counts against", () => {
  it("is the IPv4 address itself, also when written as IPv6-mapped", () => {
    expect(sourceOf("203.0.113.66")).toBe("203.0.113.66");
    expect(sourceOf("::ffff:203.0.113.66")).toBe("203.0.113.66");
  });

  it("is the /64 of an IPv6 address, so one subscriber cannot rotate through its own block", () => {
    expect(sourceOf("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(sourceOf("2001:db8:aa:bb::9")).toBe(sourceOf("2001:0db8:00aa:00bb:ffff::1"));
    expect(sourceOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(sourceOf("::1")).toBe("0:0:0:0::/64");
    expect(sourceOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything else as it is", () => {
    expect(sourceOf("unknown")).toBe("unknown");
  });
});
