import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { renderWithApp } from "../../../test/render";
import { CoachProblem } from "./coach-gate";

describe("the coach's problem", () => {
  it("says the recomputed figures need the network when no answer came", () => {
    renderWithApp(<CoachProblem error={new ApiError(0, "No response from the server.")} onRetry={() => undefined} />);
    screen.getByText("The coach's figures need the network");
    expect(screen.queryByText("Could not load the coach")).toBeNull();
  });

  it("still says a server failure is one", () => {
    renderWithApp(<CoachProblem error={new ApiError(500, "Something went wrong.")} onRetry={() => undefined} />);
    screen.getByText("Could not load the coach");
  });
});
