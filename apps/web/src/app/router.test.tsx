import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { AppRoutes } from "./router";
import { expectVisible } from "../test/visible";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server as the shell sees it: `me` for a signed-in user or a visitor, no social sign-in. */
function serve(signedIn: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      if (path === "/api/auth/me") {
        return signedIn ? json(200, { user: { id: "u1", email: "a@b.co" }, profileComplete: true }) : json(401, {});
      }
      if (path === "/api/auth/providers") return json(200, { google: false, facebook: false });
      return json(404, { error: "Not found" });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the router built from the domain's route table", () => {
  it("opens a signed-in screen whatever the letter case of its path", async () => {
    serve(true);
    renderWithApp(<AppRoutes />, { route: "/weightLoss" });
    expectVisible(await screen.findByRole("heading", { name: "Weight goal" }));
  });

  it("sends a visitor from a signed-in screen to Home", async () => {
    serve(false);
    renderWithApp(<AppRoutes />, { route: "/profile" });
    expectVisible(await screen.findByRole("heading", { name: "Welcome to Ironpath" }));
    expect(screen.queryByRole("heading", { name: "Profile" })).toBeNull();
  });

  it("shows a public screen to a visitor, and Page not found off the table", async () => {
    serve(false);
    const { unmount } = renderWithApp(<AppRoutes />, { route: "/create-user" });
    expectVisible(await screen.findByRole("heading", { name: "Create User" }));
    unmount();
    renderWithApp(<AppRoutes />, { route: "/no-such-page" });
    expectVisible(await screen.findByRole("heading", { name: "Page not found" }));
  });
});
