import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { LoginPanel } from "./login-panel";
import { PasswordSignInGate } from "./password-sign-in-gate";
import { expectVisible } from "../../../test/visible";

const OWN_ONLY = { google: false, facebook: false, oidc: "Sign in with Authelia", passwordSignIn: false };
const OFF = "Password sign-in is turned off on this server. Use “Sign in with Authelia” instead.";

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

  it("ties 'Enter your e-mail and password' to the e-mail left blank, until it is typed", async () => {
    const calls = stubApi(({ path }) => (path === "/api/auth/providers" ? json(200, { google: false }) : undefined));
    const user = userEvent.setup();
    renderWithApp(<LoginPanel />);
    const password = screen.getByLabelText("Password", { selector: "input" });
    await user.type(password, "Squat#2025");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const words = "Enter your e-mail and password.";
    expect(screen.getByRole("alert").textContent).toBe(words);
    const email = screen.getByRole("textbox", { name: "E-mail", description: words });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-invalid")).not.toBe("true");
    expect(password.getAttribute("aria-describedby")).toBeNull();
    await user.type(email, "lifter@example.com");
    expect(screen.queryByRole("textbox", { description: words })).toBeNull();
    expect(email.getAttribute("aria-invalid")).not.toBe("true");
    expect(calls.filter((c) => c.path === "/api/auth/login")).toEqual([]);
  });

  it("ties the same words to the password left blank (a password field has no role to find it by)", async () => {
    stubApi(({ path }) => (path === "/api/auth/providers" ? json(200, { google: false }) : undefined));
    const user = userEvent.setup();
    renderWithApp(<LoginPanel />);
    await user.type(screen.getByLabelText("E-mail"), "lifter@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const password = screen.getByLabelText("Password", { selector: "input" });
    const describedBy = password.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Enter your e-mail and password.");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await user.type(password, "Squat#2025");
    expect(password.getAttribute("aria-describedby")).toBeNull();
    expect(password.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("links to the forgotten-password form", () => {
    stubApi(() => json(200, { google: false, facebook: false }));
    renderWithApp(<LoginPanel />);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("offers the server's own OpenID provider by its configured text, beside the password form", async () => {
    stubApi(() => json(200, { ...OWN_ONLY, passwordSignIn: true }));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWithApp(<LoginPanel />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign in with Authelia" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/oidc");
    expectVisible(screen.getByLabelText("E-mail"));
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("shows only the provider's button, and why, when the server turned password sign-in off", async () => {
    stubApi(() => json(200, OWN_ONLY));
    renderWithApp(<LoginPanel />);
    expect((await screen.findByRole("status")).textContent).toBe(OFF);
    expectVisible(screen.getByRole("button", { name: "Sign in with Authelia" }));
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(screen.queryByRole("link", { name: "Forgot password?" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Create an account" })).toBeNull();
  });

  it("puts the same words in place of the registration and reset forms", async () => {
    stubApi(() => json(200, OWN_ONLY));
    renderWithApp(
      <PasswordSignInGate>
        <p>the password form</p>
      </PasswordSignInGate>,
    );
    expect((await screen.findByRole("status")).textContent).toBe(OFF);
    expect(screen.queryByText("the password form")).toBeNull();
  });
});
