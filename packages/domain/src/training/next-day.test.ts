import { describe, expect, it } from "vitest";
import { type DayKey, nextDay } from "./next-day";

// Two phases: phase 1 has 2 weeks of 2 days, phase 2 has 1 week of 2 days (listed out of order).
const days: DayKey[] = [
  { phase: 2, week: 1, day: 2 },
  { phase: 1, week: 1, day: 1 },
  { phase: 1, week: 1, day: 2 },
  { phase: 1, week: 2, day: 1 },
  { phase: 1, week: 2, day: 2 },
  { phase: 2, week: 1, day: 1 },
];
const d = (phase: number, week: number, day: number): DayKey => ({ phase, week, day });

describe("next day", () => {
  it("starts a new program on its first day", () => {
    expect(nextDay(days, undefined, "2026-11-21")).toEqual(d(1, 1, 1));
  });

  it("shows a partly logged day again on the same date", () => {
    const last = { latest: { day: d(1, 1, 2), performedOn: "2026-11-21", dayComplete: false }, furthest: d(1, 1, 2) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(1, 1, 2));
  });

  it("moves on from a partly logged day on a later date", () => {
    const last = { latest: { day: d(1, 1, 2), performedOn: "2026-11-20", dayComplete: false }, furthest: d(1, 1, 2) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(1, 2, 1));
  });

  it("moves on from a day finished the same date", () => {
    const last = { latest: { day: d(1, 1, 1), performedOn: "2026-11-21", dayComplete: true }, furthest: d(1, 1, 1) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(1, 1, 2));
  });

  it("rolls the last day of a phase into the next phase", () => {
    const last = { latest: { day: d(1, 2, 2), performedOn: "2026-11-19", dayComplete: true }, furthest: d(1, 2, 2) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(2, 1, 1));
  });

  it("gives null (204) once the last day is done", () => {
    const last = { latest: { day: d(2, 1, 2), performedOn: "2026-11-19", dayComplete: true }, furthest: d(2, 1, 2) };
    expect(nextDay(days, last, "2026-11-21")).toBeNull();
  });

  it("does not rewind when an earlier day is corrected", () => {
    const last = { latest: { day: d(1, 1, 1), performedOn: "2026-11-20", dayComplete: true }, furthest: d(1, 2, 1) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(1, 2, 2));
  });

  it("does not rewind when an unfinished earlier day is corrected on the same date", () => {
    const last = { latest: { day: d(1, 1, 1), performedOn: "2026-11-21", dayComplete: false }, furthest: d(1, 2, 1) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(1, 2, 2));
  });

  it("moves past a day the user jumped ahead to and logged", () => {
    const last = { latest: { day: d(2, 1, 1), performedOn: "2026-11-20", dayComplete: true }, furthest: d(2, 1, 1) };
    expect(nextDay(days, last, "2026-11-21")).toEqual(d(2, 1, 2));
  });

  it("gives null for a program without days", () => {
    expect(nextDay([], undefined, "2026-11-21")).toBeNull();
  });
});
