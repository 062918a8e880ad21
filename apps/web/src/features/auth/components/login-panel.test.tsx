import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { LoginPanel } from "./login-panel";

afterEach(() => vi.unstubAllGlobals());

describe("the login panel", () => {
  it("shows the server's words when sign-in is slowed down (429)", async () => {
    const wait = "Too many failed attempts from this address. Try again in 4 seconds.";
    stubApi(({ path }) => {
      if (path === "/api/auth/login") return json(429, { error: wait }, { "retry-after": "4" });
      if (path === "/api/auth/providers") return json(200, { google: false, facebook: false });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<LoginPanel />);
    await user.type(screen.getByLabelText("E-mail"), "lifter@example.com");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "Squat#2025");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(wait);
  });

  it("links to the forgotten-password form", () => {
    stubApi(() => json(200, { google: false, facebook: false }));
    renderWithApp(<LoginPanel />);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });
});
