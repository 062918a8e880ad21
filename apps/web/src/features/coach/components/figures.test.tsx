import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { expectVisible } from "../../../test/visible";
import { MaintenanceCalories } from "./figures";

describe("the maintenance calories", () => {
  it("show under their label, rounded down, in kcal (docs/product.md section 2)", () => {
    renderWithApp(<MaintenanceCalories kcal={2345.9} />);
    expectVisible(screen.getByText("Maintenance calories"));
    expectVisible(screen.getByText("2,345 kcal"));
  });
});
