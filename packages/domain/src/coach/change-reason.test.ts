import { describe, expect, it } from "vitest";
import { changeMark, markedReason, reasonInUnit, weightMark } from "./change-reason";

// A Monday answer's reason keeps its weights in pounds and is worded in the unit of the reader (decision 0088).
describe("a coach reason's weights", () => {
  const maintenance = `because your trend weight is ${changeMark(-1.5)} away from ${weightMark(180)}.`;

  it("words a change and a body weight in either unit", () => {
    expect(reasonInUnit(maintenance, "lb")).toBe("because your trend weight is 1.50 lb away from 180 lb.");
    expect(reasonInUnit(maintenance, "kg")).toBe("because your trend weight is 0.68 kg away from 81.65 kg.");
    expect(reasonInUnit(null, "kg")).toBeNull();
  });

  it("marks a reason kept in words, in pounds or kg, so it reads as it was written", () => {
    const inPounds =
      "On 2026-03-02 you chose 125 kcal a day less, because your trend is 0.50 lb down since 2026-02-16.";
    expect(reasonInUnit(markedReason(inPounds), "lb")).toBe(inPounds);
    expect(reasonInUnit(markedReason(inPounds), "kg")).toContain("your trend is 0.23 kg down since");
    const inKg = "because your trend weight is 0.23 kg away from 81.65 kg.";
    expect(reasonInUnit(markedReason(inKg), "kg")).toBe(inKg);
    expect(reasonInUnit(markedReason(inKg), "lb")).toBe("because your trend weight is 0.51 lb away from 180.01 lb.");
    // Marked twice, it is the same: an import of a reason already marked changes nothing.
    expect(markedReason(markedReason(inPounds))).toBe(markedReason(inPounds));
    expect(markedReason("Your expenditure estimate moved from 2,450 to 2,400 kcal.")).toBe(
      "Your expenditure estimate moved from 2,450 to 2,400 kcal.",
    );
  });
});
