import { describe, expect, it } from "vitest";
import { readShortDate, toShortDate, typedShortDate } from "./short-date";

describe("the missed-day forms' short dates", () => {
  it("writes an ISO date in the screen's format", () => {
    expect(toShortDate("2026-03-02", "/")).toBe("26/03/02");
    expect(toShortDate("2026-03-02", "-")).toBe("26-03-02");
  });

  it("reads six digits alone or any of / - . as separator, whatever the screen's own", () => {
    for (const text of ["261124", "26/11/24", "26-11-24", "26.11.24", " 26-11-24 ", "26/11-24"]) {
      expect(readShortDate(text, "/"), text).toEqual({ iso: "2026-11-24" });
    }
    expect(readShortDate("26-3-2", "-")).toEqual({ iso: "2026-03-02" });
  });

  it("names an empty field, a text not in the format and a date that does not exist apart", () => {
    expect(readShortDate("", "/")).toEqual({ problem: "Enter the date" });
    expect(readShortDate("2026-03-02", "-")).toEqual({ problem: "Enter the date as yy-mm-dd" });
    expect(readShortDate("26112", "/")).toEqual({ problem: "Enter the date as yy/mm/dd" });
    // Not "before your cut started" nor "in the future": neither date exists.
    expect(readShortDate("26/02/30", "/")).toEqual({ problem: "Date must be a real date (yy/mm/dd)" });
    expect(readShortDate("26-13-01", "-")).toEqual({ problem: "Date must be a real date (yy-mm-dd)" });
    expect(readShortDate("260000", "/")).toEqual({ problem: "Date must be a real date (yy/mm/dd)" });
    expect(readShortDate("24/02/29", "/")).toEqual({ iso: "2024-02-29" });
  });

  it("puts the screen's separators in as the digits are typed on a number pad", () => {
    const typed = (keys: string, separator: "/" | "-") => {
      let text = "";
      for (const key of keys) text = typedShortDate(text + key, separator);
      return text;
    };
    expect(typed("261124", "/")).toBe("26/11/24");
    expect(typed("261124", "-")).toBe("26-11-24");
    expect(typed("26.11.24", "/")).toBe("26/11/24");
    expect(typed("26/1/5", "-")).toBe("26-1-5");
    // Deleting a separator the field put in leaves the digits to say it again.
    expect(typedShortDate("26/", "/")).toBe("26/");
    expect(typedShortDate("26/11/", "/")).toBe("26/11/");
    // A four-digit year of this century is the screen's two (issue 21, item 10: '2026-11-25',
    // typed key by key, became '20/26/11/25').
    expect(typedShortDate("2026-03-01", "-")).toBe("26-03-01");
    expect(typed("2026-11-25", "/")).toBe("26/11/25");
    expect(typed("20261125", "/")).toBe("26/11/25");
    expect(readShortDate(typed("2026-11-25", "/"), "/")).toEqual({ iso: "2026-11-25" });
  });
});
