import { INVALID_RESET_LINK } from "@ironpath/domain/auth/account-api.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { ResetPasswordForm, readResetToken } from "./reset-password-form";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const EXPIRED = "This reset link has expired. Ask for a new one.";

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="address">{pathname + hash}</output>;
}

function renderReset(hash: string, onDone = vi.fn()) {
  renderWithApp(
    <Routes>
      <Route
        path="/reset-password"
        element={
          <>
            <ResetPasswordForm onDone={onDone} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `/reset-password${hash}` },
  );
  return onDone;
}

const password = () => screen.getByLabelText("New password", { selector: "input" });
const submit = () => screen.getByRole("button", { name: "Set new password" });

afterEach(() => vi.unstubAllGlobals());

describe("the reset link's token", () => {
  it("is read from the fragment, and only in the shape the server makes", () => {
    expect(readResetToken(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(readResetToken(`token=${TOKEN}`)).toBe(TOKEN);
    expect(readResetToken("#token=short")).toBeNull();
    expect(readResetToken("")).toBeNull();
  });
});

describe("Reset password", () => {
  it("sends the link's token with the new password, then says it is done; the token leaves the address bar", async () => {
    expect(TOKEN).toHaveLength(43);
    const calls = stubApi(({ path }) =>
      path === "/api/auth/password-reset/complete" ? json(200, { ok: true }) : undefined,
    );
    const user = userEvent.setup();
    const onDone = renderReset(`#token=${TOKEN}`);
    expect(screen.getByRole("status", { name: "address" }).textContent).toBe("/reset-password");
    await user.type(password(), "Deadlift#405");
    await user.click(submit());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.path === "/api/auth/password-reset/complete")?.body).toEqual({
      token: TOKEN,
      newPassword: "Deadlift#405",
    });
  });

  it("shows the rules live and sends no password that breaks them", async () => {
    const calls = stubApi(() => undefined);
    const user = userEvent.setup();
    renderReset(`#token=${TOKEN}`);
    await user.type(password(), "deadlift");
    await user.click(submit());
    expect(password().getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Password - Must contain an uppercase letter").closest("[data-met]")?.getAttribute("data-met"),
    ).toBe("false");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it.each([
    ["expired", EXPIRED],
    ["used or unknown", INVALID_RESET_LINK],
  ])("explains a link that is %s in words and offers a new one", async (_kind, words) => {
    stubApi(({ path }) =>
      path === "/api/auth/password-reset/complete" ? json(400, { error: words, fields: { token: words } }) : undefined,
    );
    const user = userEvent.setup();
    renderReset(`#token=${TOKEN}`);
    await user.type(password(), "Deadlift#405");
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toBe(words);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.queryByLabelText("New password", { selector: "input" })).toBeNull();
  });

  it("says a link without its token is not complete", () => {
    stubApi(() => undefined);
    renderReset("");
    expect(screen.getByRole("alert").textContent).toBe(
      "This link is not complete. Open the link from the e-mail again, or ask for a new one.",
    );
    expect(screen.queryByRole("button", { name: "Set new password" })).toBeNull();
  });
});
