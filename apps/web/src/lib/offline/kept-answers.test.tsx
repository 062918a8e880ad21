import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ME_QUERY_KEY } from "../signed-in-user";
import { keepAnswers, restoreKeptAnswers } from "./kept-answers";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the answers kept on the phone", () => {
  it("keeps a day whose refresh failed offline, with the set saved into it, for the next page", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(ME_QUERY_KEY, { user: { id: "u1", email: null }, profileComplete: true });
    const dayKey = ["workouts", "day", "Basement"];
    client.setQueryData(dayKey, { sets: [] });
    const stop = keepAnswers(client);
    // Offline: the refresh fails (the query turns to "error", its data still there), then a set
    // saved on this phone is written into that data.
    await client
      .fetchQuery({ queryKey: dayKey, queryFn: () => Promise.reject(new Error("No response")), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(dayKey)?.status).toBe("error");
    client.setQueryData(dayKey, { sets: [{ weight: 160 }] });
    client
      .getQueryCache()
      .find({ queryKey: dayKey })
      ?.setState({ status: "error", error: new Error("No response") });
    await sleep(1300);
    stop();

    const next = new QueryClient();
    await restoreKeptAnswers(next);
    expect(next.getQueryData(dayKey)).toEqual({ sets: [{ weight: 160 }] });
    expect(next.getQueryState(dayKey)?.status).toBe("success");
  });
});
