import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { ME_QUERY_KEY } from "../../lib/signed-in-user";
import { json, stubApi } from "../../test/fake-api";
import { AppRoutes } from "../router";
import { expectVisible } from "../../test/visible";

// The session ended elsewhere (Account → sign out of other devices): the next call answers 401.
// The app's own query client is used, since it is the one that notices.

const ME = { user: { id: "u1", email: "a@b.co" }, profileComplete: true };
const ENDED = { error: "Sign in to continue" };

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("a session ended on another device", () => {
  it("leads a screen's 401 to sign-in, saying where signing in returns", async () => {
    let signedIn = true;
    stubApi(({ path }) => {
      if (path === "/api/auth/me") return signedIn ? json(200, ME) : json(401, ENDED);
      if (path === "/api/auth/providers") return json(200, { google: false, facebook: false });
      signedIn = false;
      return json(401, ENDED);
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={["/profile"]}>
            <AppRoutes />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expectVisible(await screen.findByText("Sign in to go on to your profile."));
    expectVisible(screen.getByRole("heading", { name: "Welcome to Ironpath" }));
    expect(screen.queryByText("Sign in to continue")).toBeNull();
  });

  it("forgets the user when a save answers 401", async () => {
    stubApi(() => json(401, ENDED));
    queryClient.setQueryData(ME_QUERY_KEY, ME);
    const save = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => apiFetch("/api/add/advAddUserExerciseData/Block", { method: "POST", body: {} }),
    });
    await expect(save.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it("leaves a visitor's 401 (a refused sign-in) alone", async () => {
    stubApi(() => json(401, { error: "Invalid e-mail or password" }));
    queryClient.setQueryData(ME_QUERY_KEY, null);
    const signIn = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => apiFetch("/api/auth/login", { method: "POST", body: {} }),
    });
    await expect(signIn.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});
