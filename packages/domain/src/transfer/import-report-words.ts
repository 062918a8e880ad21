// What an import of Ironpath's own sets CSV wrote beside its sets (decisions 0077, 0101), in the
// report's words: only what happened, so no "0 warm-up sets" line, and a note on an exercise (a
// note alone among them) said to be on its exercise, not on a set.

const count = (n: number, one: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : `${one}s`}`;

/** "Also 2 warm-up sets back as warm-ups and 1 note back on its set.", or null when none came back. */
export function extrasBackSentence(report: { warmUps: number; notes: number; exerciseNotes: number }): string | null {
  const onSets = report.notes - report.exerciseNotes;
  const parts = [
    report.warmUps > 0
      ? `${count(report.warmUps, "warm-up set")} back as ${report.warmUps === 1 ? "a warm-up" : "warm-ups"}`
      : "",
    onSets > 0 ? `${count(onSets, "note")} back on ${onSets === 1 ? "its set" : "their sets"}` : "",
    report.exerciseNotes > 0
      ? `${count(report.exerciseNotes, "note")} back on ${report.exerciseNotes === 1 ? "its exercise" : "their exercises"}`
      : "",
  ].filter((p) => p !== "");
  if (parts.length === 0) return null;
  const last = parts.pop();
  return `Also ${parts.length > 0 ? `${parts.join(", ")} and ${last}` : last}.`;
}
