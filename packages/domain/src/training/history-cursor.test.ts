import { describe, expect, it } from "vitest";
import { historyPageQuerySchema } from "./history-api.schema";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";

describe("history cursor", () => {
  const key = { date: "2026-03-02", phase: 1, week: 12, day: 3, programId: "ready.made-1 with.dots" };

  it("reads back the session it names, whatever the program id holds", () => {
    expect(decodeHistoryCursor(encodeHistoryCursor(key))).toEqual(key);
  });

  it("is null for text that is not a cursor", () => {
    for (const text of ["", "2026-03-02", "2026-03-02.1.1.1.", "x.1.1.1.p", "2026-03-02.a.1.1.p"]) {
      expect(decodeHistoryCursor(text)).toBeNull();
    }
  });

  it("is refused in words by the page query when it is not one, or names no real date", () => {
    for (const before of ["nope", "2026-02-30.1.1.1.p"]) {
      const result = historyPageQuerySchema.safeParse({ before });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("is not a cursor from a previous page");
    }
    expect(historyPageQuerySchema.parse({ before: encodeHistoryCursor(key), limit: "5" })).toEqual({
      before: key,
      limit: 5,
    });
    expect(historyPageQuerySchema.safeParse({ limit: "31" }).success).toBe(false);
    expect(historyPageQuerySchema.safeParse({ other: "1" }).success).toBe(false);
  });
});
