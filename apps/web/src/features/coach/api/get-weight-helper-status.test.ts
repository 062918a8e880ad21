import { describe, expect, it } from "vitest";
import { WEIGHT_ASSISTANT_ROUTES } from "./get-weight-helper-status";

describe("the Weight Assistant's way in", () => {
  it("leads each helper status to its screen (docs/product.md section 4)", () => {
    expect(WEIGHT_ASSISTANT_ROUTES).toEqual({
      200: "/step-recommender",
      201: "/weightloss",
      204: "/weight-gain-recommender",
      205: "/maintenance-phase",
    });
  });
});
