import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../test/fake-api";
import { renderWithApp } from "../test/render";
import { RELOADED_AT_KEY } from "./layout/screen-unavailable";
import { expectVisible } from "../test/visible";

// A tab opened before a new build: History's chunk of the old build is gone from the server.
vi.mock("./routes/history", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/history-old.js");
});

const ME = { user: { id: "u1", email: "a@b.co" }, profileComplete: true };

/** The router afresh: each screen keeps its chunk's outcome for the life of the page. */
async function showHistory() {
  vi.resetModules();
  const { AppRoutes } = await import("./router");
  renderWithApp(<AppRoutes />, { route: "/history" });
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("a screen whose code cannot be fetched", () => {
  it("reloads the page once to fetch the new build", async () => {
    stubApi(({ path }) => (path === "/api/auth/me" ? json(200, ME) : undefined));
    await showHistory();
    await vi.waitFor(() => expect(sessionStorage.getItem(RELOADED_AT_KEY)).not.toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so in words with a way on, instead of a blank page, when a reload did not help", async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    stubApi(({ path }) => (path === "/api/auth/me" ? json(200, ME) : undefined));
    await showHistory();
    expectVisible(await screen.findByText("Could not reach the server"));
    expectVisible(screen.getByText("No response from the server. Check your connection and try again."));
    expectVisible(screen.getByRole("button", { name: "Try again" }));
    expectVisible(screen.getByRole("link", { name: "Ironpath" }));
  });
});
