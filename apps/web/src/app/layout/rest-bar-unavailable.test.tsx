import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startRest } from "../../lib/rest-timer/on-demand";
import { renderWithApp } from "../../test/render";
import { AppLayout } from "./app-layout";
import { RELOADED_AT_KEY } from "./screen-unavailable";
import { expectVisible } from "../../test/visible";

// A log left open across an update: the first rest asks for the bar's chunk of the old build, gone.
vi.mock("../../lib/rest-timer/rest-timer-bar", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/rest-timer-bar-old.js");
});
vi.mock("../../lib/rest-timer/store", () => ({ startRest: () => undefined }));

afterEach(() => sessionStorage.clear());

describe("the rest bar's code gone after an update", () => {
  it("leaves the screen as it is (no bar) and reloads for the new build", async () => {
    renderWithApp(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<p>The workout log</p>} />
        </Route>
      </Routes>,
    );
    act(() => startRest({ minRest: 2, maxRest: 3 }, "Back Squat"));
    await vi.waitFor(() => expect(sessionStorage.getItem(RELOADED_AT_KEY)).not.toBeNull());
    expectVisible(screen.getByText("The workout log"));
  });
});
