import { describe, expect, it } from "vitest";
import { readWorkoutTime } from "./import-dates";

describe("readWorkoutTime", () => {
  it("reads the times Strong and Hevy write", () => {
    expect(readWorkoutTime("2024-01-05 18:30:00")).toEqual({ date: "2024-01-05", time: "18:30:00" });
    expect(readWorkoutTime("2024-01-05 6:30:00\u202fPM")).toEqual({ date: "2024-01-05", time: "18:30:00" });
    expect(readWorkoutTime("2024-01-05 12:05:00 am")).toEqual({ date: "2024-01-05", time: "00:05:00" });
    expect(readWorkoutTime("26 Jul 2025, 07:06")).toEqual({ date: "2025-07-26", time: "07:06:00" });
    expect(readWorkoutTime("Jul 26, 2025, 7:06 PM")).toEqual({ date: "2025-07-26", time: "19:06:00" });
    expect(readWorkoutTime("2025-07-26T07:06:00Z")).toEqual({ date: "2025-07-26", time: "07:06:00" });
    expect(readWorkoutTime("2025-07-26")).toEqual({ date: "2025-07-26", time: "00:00:00" });
  });

  it("tells a date that does not exist from text that is no date", () => {
    expect(readWorkoutTime("2023-02-29 10:00:00")).toBe("impossible");
    expect(readWorkoutTime("31 Apr 2024, 10:00")).toBe("impossible");
    expect(readWorkoutTime("2024-01-05 25:10:00")).toBe("impossible");
    expect(readWorkoutTime("2024-01-05 13:10:00 PM")).toBe("impossible");
    expect(readWorkoutTime("5 Foo 2024, 10:00")).toBe("impossible");
    expect(readWorkoutTime("yesterday")).toBe("not a date");
    expect(readWorkoutTime("")).toBe("not a date");
  });
});
