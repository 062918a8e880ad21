import { describe, expect, it } from "vitest";
import { defaultWorkoutName, importedWorkoutName, isImportedHistory } from "./routine-kind";

describe("routine kinds (decision 0051)", () => {
  it("recognises an import by its name and every row's note of that app", () => {
    expect(isImportedHistory("Imported from Strong 2025", ["From Strong: Lower A", "From Strong: Upper A"])).toBe(true);
    expect(isImportedHistory("Imported from Hevy 2024 (imported 2)", ["From Hevy: Legs"])).toBe(true);
    expect(isImportedHistory("Imported from Strong 2025", ["From Strong: Lower A", "my own day"])).toBe(false);
    expect(isImportedHistory("Imported from Strong 2025", ["From Hevy: Legs"])).toBe(false);
    expect(isImportedHistory("Imported from Strong 2025", [])).toBe(false);
    expect(isImportedHistory("My Imported from Strong 2025", ["From Strong: Lower A"])).toBe(false);
  });

  it("reads an imported day's workout names, and names an empty workout by its date", () => {
    expect(importedWorkoutName("From Strong: Push Day + Legs")).toBe("Push Day + Legs");
    expect(importedWorkoutName("Heavy")).toBeNull();
    expect(importedWorkoutName(null)).toBeNull();
    expect(defaultWorkoutName("2026-11-27")).toBe("Workout 2026-11-27");
  });

  it("reads Ironpath's own sets CSV import as history too, with its workout's name (decision 0077)", () => {
    expect(isImportedHistory("Imported from Ironpath 2026", ["From Ironpath: CSV Day"])).toBe(true);
    expect(importedWorkoutName("From Ironpath: CSV Day")).toBe("CSV Day");
  });
});
