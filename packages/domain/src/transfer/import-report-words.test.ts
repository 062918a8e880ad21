import { describe, expect, it } from "vitest";
import { extrasBackSentence } from "./import-report-words";

describe("extrasBackSentence", () => {
  it("says only what came back: no warm-up line when none did, and notes alone on their exercise", () => {
    expect(extrasBackSentence({ warmUps: 0, notes: 2, exerciseNotes: 2 })).toBe(
      "Also 2 notes back on their exercises.",
    );
    expect(extrasBackSentence({ warmUps: 2, notes: 1, exerciseNotes: 0 })).toBe(
      "Also 2 warm-up sets back as warm-ups and 1 note back on its set.",
    );
    expect(extrasBackSentence({ warmUps: 1, notes: 3, exerciseNotes: 1 })).toBe(
      "Also 1 warm-up set back as a warm-up, 2 notes back on their sets and 1 note back on its exercise.",
    );
    expect(extrasBackSentence({ warmUps: 0, notes: 0, exerciseNotes: 0 })).toBeNull();
  });
});
