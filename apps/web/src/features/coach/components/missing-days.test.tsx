import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { MissingDays } from "./missing-days";
import { expectVisible } from "../../../test/visible";

describe("the missing days", () => {
  it("say what the expected change assumed for them: the target intake (docs/coach-model.md section 8, item 5)", () => {
    renderWithApp(<MissingDays days={["2026-03-02", "2026-03-03"]} onAdd={vi.fn()} />);
    expectVisible(screen.getByText(/2 days have no log\. The expected change counts them as your target intake/));
    expect(screen.queryByText(/leaves them out/)).toBeNull();
    expectVisible(screen.getByRole("button", { name: "Add Tue, Mar 3" }));
  });
});
