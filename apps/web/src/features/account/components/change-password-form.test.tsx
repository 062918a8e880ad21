import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { ChangePasswordForm } from "./change-password-form";
import { expectVisible } from "../../../test/visible";

const current = () => screen.getByLabelText("Current password", { selector: "input" });
const fresh = () => screen.getByLabelText("New password", { selector: "input" });
const submit = () => screen.getByRole("button", { name: "Change password" });
const rule = (message: string) => screen.getByText(message).closest("[data-met]")?.getAttribute("data-met");

afterEach(() => vi.unstubAllGlobals());

describe("Change password", () => {
  it("shows the domain's rules live and sends nothing until both fields are right", async () => {
    const calls = stubApi(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);
    expect(rule("Password - Must contain a special character")).toBe("false");
    await user.type(fresh(), "squat2025");
    expect(rule("Password - Must be atleast 8 characters long")).toBe("true");
    expect(rule("Password - Must contain an uppercase letter")).toBe("false");
    expect(fresh().getAttribute("aria-invalid")).toBe("true");
    await user.click(submit());
    expectVisible(screen.getByText("Enter your current password"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends the current and new password, says it is done and empties the fields", async () => {
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/api/account/password" ? json(200, { ok: true }) : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);
    await user.type(current(), "Squat#2025");
    await user.type(fresh(), "Deadlift#405");
    await user.click(submit());
    expect((await screen.findByRole("status")).textContent).toBe(
      "Password changed. Every other device was signed out.",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      currentPassword: "Squat#2025",
      newPassword: "Deadlift#405",
    });
    expect((current() as HTMLInputElement).value).toBe("");
    expect((fresh() as HTMLInputElement).value).toBe("");
  });

  it("shows the server's words under the field it names, until that field is edited", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? json(400, {
            error: "The current password is wrong",
            fields: { currentPassword: "The current password is wrong" },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);
    await user.type(current(), "Wrong#Pass1");
    await user.type(fresh(), "Deadlift#405");
    await user.click(submit());
    expectVisible(await screen.findByText("The current password is wrong"));
    expect(current().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(current(), "x");
    expect(screen.queryByText("The current password is wrong")).toBeNull();
  });

  it("says how long to wait when the server slows wrong passwords down (429)", async () => {
    const wait = "Too many failed attempts from this address. Try again in 8 seconds.";
    stubApi(({ method }) => (method === "POST" ? json(429, { error: wait }, { "retry-after": "8" }) : undefined));
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);
    await user.type(current(), "Wrong#Pass1");
    await user.type(fresh(), "Deadlift#405");
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toBe(wait);
  });
});
