import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("next path after sign-in", () => {
  it.each(["/profile", "/exercises/Powerlifting%20Peaking%20Block", "/routine_Selection?x=1"])("follows %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "profile",
    "",
    null,
    undefined,
  ])("refuses %j", (path) => {
    expect(safeNextPath(path)).toBeNull();
  });
});
