import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import type { EntryNumberField } from "../lib/entry-number";
import { EntryNumberInput } from "./entry-number-input";

/** A field held by its parent, as the log holds them; every reported value is kept. */
function Held({
  field,
  start = "",
  reports,
}: {
  field: EntryNumberField;
  start?: number | string;
  reports: unknown[];
}) {
  const [value, setValue] = useState<number | string>(start);
  return (
    <>
      <EntryNumberInput
        field={field}
        label="Field"
        value={value}
        onChange={(next) => {
          reports.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(225)}>
        Reset
      </button>
    </>
  );
}

function setUp(field: EntryNumberField, start?: number | string) {
  const reports: unknown[] = [];
  renderWithApp(<Held field={field} start={start} reports={reports} />);
  return { input: screen.getByLabelText("Field") as HTMLInputElement, reports };
}

describe("entry number input", () => {
  it("keeps a decimal point typed in whole reps as typed, reporting the text for the form to refuse", async () => {
    const { input, reports } = setUp("reps");
    await userEvent.type(input, "5.5");
    expect(input.value).toBe("5.5");
    expect(reports).toEqual([5, "5.", "5.5"]);
    await userEvent.tab();
    expect(input.value).toBe("5.5");
    expect(input.getAttribute("inputmode")).toBe("numeric");
  });

  it("keeps letters and a place too many as typed, and bounds the length", async () => {
    const { input, reports } = setUp("weight");
    await userEvent.type(input, "1e9x");
    expect(input.value).toBe("1e9x");
    expect(reports.at(-1)).toBe("1e9x");
    expect(input.maxLength).toBe(12);
    expect(input.getAttribute("inputmode")).toBe("decimal");
  });

  it("reports the text while a decimal is half-typed, then the number; a comma reads as the point", async () => {
    const { input, reports } = setUp("rpe");
    await userEvent.type(input, "6,5");
    expect(input.value).toBe("6,5");
    expect(reports).toEqual([6, "6.", 6.5]);
    await userEvent.tab();
    expect(input.value).toBe("6.5");
  });

  it("shows a value given from outside and clears to an empty text", async () => {
    const { input, reports } = setUp("weight", 135);
    expect(input.value).toBe("135");
    await userEvent.clear(input);
    expect(reports.at(-1)).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(input.value).toBe("225");
  });

  it("tidies leading zeros when left, reporting the number", async () => {
    const { input, reports } = setUp("weight");
    await userEvent.type(input, "0135");
    expect(reports.at(-1)).toBe("0135");
    await userEvent.tab();
    expect(input.value).toBe("135");
    expect(reports.at(-1)).toBe(135);
  });
});
