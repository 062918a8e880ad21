import { describe, expect, it } from "vitest";
import { detectDelimiter, readLayout } from "./import-columns";

const STRONG_NEW =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
const STRONG_OLD =
  "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration";
const HEVY =
  "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe";

describe("detectDelimiter", () => {
  it("takes the separator the header uses", () => {
    expect(detectDelimiter(STRONG_NEW)).toBe(",");
    expect(detectDelimiter(STRONG_OLD)).toBe(";");
    expect(detectDelimiter(HEVY.replaceAll(",", "\t"))).toBe("\t");
  });
});

describe("readLayout", () => {
  it("finds Strong's columns in both versions", () => {
    const newer = readLayout("strong", STRONG_NEW.split(","));
    expect(newer.at).toMatchObject({ date: 0, exercise: 3, setOrder: 4, weight: 5, reps: 6, rpe: 11 });
    expect(newer.at.weightUnit).toBeUndefined();
    expect(newer.unit).toBeUndefined();
    const older = readLayout("strong", STRONG_OLD.split(";"));
    expect(older.at).toMatchObject({ weightUnit: 5, reps: 6, rpe: 7 });
    expect(older.width).toBe(14);
  });

  it("reads Hevy's unit from its weight column", () => {
    expect(readLayout("hevy", HEVY.split(",")).unit).toBe("kg");
    expect(readLayout("hevy", HEVY.replace("weight_kg", "weight_lbs").split(",")).unit).toBe("lbs");
    expect(readLayout("hevy", `\uFEFF${HEVY}`.toUpperCase().split(",")).at.date).toBe(1);
  });

  it("refuses another app's file, or no export at all, in words naming line 1", () => {
    expect(() => readLayout("strong", HEVY.split(","))).toThrow(
      "Line 1: this looks like a Hevy export, not Strong: choose Hevy and import it again.",
    );
    expect(() => readLayout("hevy", STRONG_NEW.split(","))).toThrow("looks like a Strong export");
    expect(() => readLayout("strong", ["Date", "Exercise", "Weight"])).toThrow(
      'Line 1: this is not a Strong export: its header has no "workout name", "exercise name", "set order", "reps" columns.',
    );
    expect(() => readLayout("hevy", HEVY.replace("weight_kg", "load").split(","))).toThrow(
      'no "weight_lbs or weight_kg" column',
    );
  });
});
