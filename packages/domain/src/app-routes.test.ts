import { describe, expect, it } from "vitest";
import { APP_ROUTES, isAppRoute } from "./app-routes";
import { RESET_PAGE_PATH, resetLink } from "./auth/account-api.schema";

describe("the route table", () => {
  it("has the page the reset e-mail links to, open to visitors", () => {
    expect(APP_ROUTES.find((route) => route.path === RESET_PAGE_PATH)?.access).toBe("public");
    const link = new URL(resetLink("https://lift.example.com/", "a".repeat(43)));
    expect(isAppRoute(link.pathname)).toBe(true);
  });

  it("keeps the account screen for a signed-in lifter", () => {
    expect(APP_ROUTES.find((route) => route.path === "/account")?.access).toBe("signed-in");
  });
});
