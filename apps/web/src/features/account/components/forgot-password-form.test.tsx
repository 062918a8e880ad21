import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { ForgotPasswordForm } from "./forgot-password-form";
import { expectVisible } from "../../../test/visible";

afterEach(() => vi.unstubAllGlobals());

describe("Forgot password", () => {
  it("sends the e-mail and says the same sentence whatever the server knows", async () => {
    const calls = stubApi(({ path }) =>
      path === "/api/auth/password-reset/request" ? json(202, { ok: true }) : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mail"), " lifter@example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If an account has this e-mail, a link is on its way. It works for 30 minutes.",
    );
    expect(calls).toEqual([
      { method: "POST", path: "/api/auth/password-reset/request", body: { email: "lifter@example.com" } },
    ]);
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/");
  });

  it("names an e-mail that cannot be one, sending nothing", async () => {
    const calls = stubApi(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mail"), "lifter@example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expectVisible(screen.getByText("Enter a valid e-mail address"));
    expect(calls).toEqual([]);
  });

  it("shows the server's words when it asks to wait", async () => {
    const wait = "Rate limit exceeded, retry in 1 minute";
    stubApi(() => json(429, { error: wait }));
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("E-mail"), "lifter@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(wait);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
