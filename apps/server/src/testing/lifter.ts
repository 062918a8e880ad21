import { afterAll, beforeAll, vi } from "vitest";

// The test lifter the coach's and the log's route tests share, and the day they run on.

/** User Info of a 30-year-old man, 5 ft 10, 180 lb, lifting 3 years: the coach's formula vectors. */
export const LIFTER_INFO = {
  firstName: "Pat",
  lastName: "Lifter",
  gender: "male",
  weight: 180,
  heightFt: 5,
  heightIn: 10,
  age: 30,
  yearsLifting: 3,
};

/** Today in UTC, read once when the test file loads. */
export const TODAY = new Date().toISOString().slice(0, 10);

/**
 * Holds the clock of this test file on TODAY from its noon (time still runs): the server runs in
 * the test's process and reads the same clock, so no test straddles a midnight between the dates
 * it sends and the server's own today.
 */
export function holdToday(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T12:00:00Z`), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
