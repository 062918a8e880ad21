import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { SignedInDevices } from "./signed-in-devices";
import { expectVisible } from "../../../test/visible";

const LAPTOP: AccountSession = {
  id: "s-laptop",
  device: "Firefox on Linux",
  createdAt: "2027-01-05T09:00:00.000Z",
  lastSeenAt: "2027-01-06T10:00:00.000Z",
  current: false,
};
const PHONE: AccountSession = { ...LAPTOP, id: "s-phone", device: "Chrome on Android", current: true };

/** The sessions call answers the list left after each sign-out. */
function serve(initial: AccountSession[]) {
  let sessions = initial;
  return stubApi(({ method, path }) => {
    if (method === "GET" && path === "/api/account/sessions") return json(200, { sessions });
    const one = /^\/api\/account\/sessions\/([^/]+)\/sign-out$/.exec(path)?.[1];
    if (method === "POST" && one) {
      sessions = sessions.filter((s) => s.id !== one);
      return json(200, { ok: true });
    }
    if (method === "POST" && path === "/api/account/sessions/sign-out-others") {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json(200, { ended });
    }
    if (path === "/api/auth/me") return json(401, { error: "Not signed in" });
    return undefined;
  });
}

function renderDevices() {
  renderWithApp(
    <Routes>
      <Route path="/account" element={<SignedInDevices />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { route: "/account" },
  );
}

const row = (device: string) => screen.getByRole("listitem", { name: device });

afterEach(() => vi.unstubAllGlobals());

describe("Signed-in devices", () => {
  it("lists each session with when it signed in, marking this device", async () => {
    serve([PHONE, LAPTOP]);
    renderDevices();
    await screen.findByRole("listitem", { name: "Chrome on Android" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expectVisible(within(row("Chrome on Android")).getByText("This device"));
    expect(within(row("Firefox on Linux")).queryByText("This device")).toBeNull();
    expectVisible(within(row("Firefox on Linux")).getByText(/^Signed in /));
    expectVisible(within(row("Firefox on Linux")).getByText(/^Last active /));
  });

  it("signs one other device out and says so", async () => {
    const calls = serve([PHONE, LAPTOP]);
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole("listitem", { name: "Firefox on Linux" });
    await user.click(within(row("Firefox on Linux")).getByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("status")).textContent).toBe("Signed out: Firefox on Linux.");
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/account/sessions/s-laptop/sign-out")).toBe(true);
    expect(screen.queryByRole("listitem", { name: "Firefox on Linux" })).toBeNull();
    expectVisible(screen.getByRole("heading", { name: "Signed-in devices" }));
  });

  it("signs out everywhere else and says how many devices", async () => {
    serve([PHONE, LAPTOP, { ...LAPTOP, id: "s-tablet", device: "Safari on iPad" }]);
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole("listitem", { name: "Safari on iPad" });
    await user.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    expect((await screen.findByRole("status")).textContent).toBe("Signed out of 2 other devices.");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("goes Home when this device's own session is signed out", async () => {
    serve([PHONE, LAPTOP]);
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole("listitem", { name: "Chrome on Android" });
    await user.click(within(row("Chrome on Android")).getByRole("button", { name: "Sign out" }));
    expectVisible(await screen.findByRole("heading", { name: "Home page" }));
  });
});
