import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { CreateUserForm } from "./create-user-form";

const EMAIL_HINT = "Enter an e-mail address such as name@example.com.";

const RULES = [
  "Password - Must be atleast 8 characters long",
  "Password - Must contain a special character",
  "Password - Must contain an uppercase letter",
];

const ruleItem = (message: string) => screen.getByText(message).closest("[data-met]");

describe("Create User form", () => {
  it("shows the password rules while the field has focus, each turning met as it is typed", async () => {
    const user = userEvent.setup();
    renderWithApp(<CreateUserForm onCreated={() => {}} />);
    for (const message of RULES) expect(screen.queryByText(message)).toBeNull();

    await user.click(screen.getByLabelText("Password", { selector: "input" }));
    for (const message of RULES) expect(ruleItem(message)?.getAttribute("data-met")).toBe("false");

    await user.keyboard("abcdefgh");
    expect(ruleItem(RULES[0] as string)?.getAttribute("data-met")).toBe("true");
    expect(ruleItem(RULES[1] as string)?.getAttribute("data-met")).toBe("false");
    await user.keyboard("#A");
    for (const message of RULES) expect(ruleItem(message)?.getAttribute("data-met")).toBe("true");

    await user.click(screen.getByLabelText("E-mail"));
    for (const message of RULES) expect(screen.queryByText(message)).toBeNull();
  });

  it("describes the password field by the rules list while it shows, each rule said met or not", async () => {
    const user = userEvent.setup();
    renderWithApp(<CreateUserForm onCreated={() => {}} />);
    const password = screen.getByLabelText("Password", { selector: "input" });
    // What a screen reader reads with the field: the elements its aria-describedby names.
    const description = () =>
      (password.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    await user.click(password);
    for (const message of RULES) expect(description()).toContain(`Not met:${message}`);
    await user.keyboard("abcdefgh");
    expect(description()).toContain(`Met:${RULES[0]}`);
    await user.click(screen.getByLabelText("E-mail"));
    expect(password.getAttribute("aria-describedby")).toBeNull();
  });

  it("enables Create User only when both the e-mail and the password are valid, marking what is not", async () => {
    const user = userEvent.setup();
    renderWithApp(<CreateUserForm onCreated={() => {}} />);
    const button = screen.getByRole("button", { name: "Create User" });
    const email = screen.getByLabelText("E-mail");
    const password = screen.getByLabelText("Password", { selector: "input" });
    expect(button.hasAttribute("disabled")).toBe(true);

    await user.type(email, "lifter@example");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // Marked as typed; the hint below the field once the lifter has moved on.
    expect(screen.queryByText(EMAIL_HINT)).toBeNull();
    await user.type(password, "Squat#2025");
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(EMAIL_HINT).id).toBe(email.getAttribute("aria-describedby"));

    await user.type(email, ".com");
    expect(email.getAttribute("aria-invalid")).not.toBe("true");
    expect(screen.queryByText(EMAIL_HINT)).toBeNull();
    expect(button.hasAttribute("disabled")).toBe(false);
  });
});
