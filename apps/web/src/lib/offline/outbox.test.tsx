import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../query-client";
import { ME_QUERY_KEY } from "../signed-in-user";
import { dropSave, listenToOtherTabs, outboxEntries, retrySave, sendSave, syncOutbox } from "./outbox";

let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

const SET = {
  method: "POST" as const,
  path: "/api/add/advAddUserExerciseData/Day",
  body: { reps: 5 },
  label: "Squat set 1",
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the outbox", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    online = true;
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    queryClient.setQueryData(ME_QUERY_KEY, { user: { id: "u1", email: null }, profileComplete: true });
  });
  afterEach(async () => {
    for (const entry of outboxEntries()) await dropSave(entry.key);
    vi.unstubAllGlobals();
  });

  const keysSent = () =>
    fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);

  it("keeps a save made offline, then sends it once with its Idempotency-Key", async () => {
    online = false;
    expect(await sendSave(SET)).toEqual({ kept: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outboxEntries()).toHaveLength(1);
    const [kept] = outboxEntries();

    online = true;
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await syncOutbox();
    expect(keysSent()).toEqual([kept?.key]);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ reps: 5 }));
    expect(outboxEntries()).toEqual([]);
  });

  it("sends the same key again after no answer, and saves in the order they were made", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await sendSave(SET)).toEqual({ kept: true });
    // A second save waits behind the first.
    expect(await sendSave({ ...SET, label: "Squat set 2", body: { reps: 6 } })).toEqual({ kept: true });
    const [first, second] = outboxEntries();
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await syncOutbox();
    expect(keysSent()).toEqual([first?.key, first?.key, second?.key]);
    expect(outboxEntries()).toEqual([]);
  });

  it("sends a save kept while earlier ones were being sent, before the sending resolves", async () => {
    online = false;
    await sendSave(SET);
    online = true;
    let answerFirst: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    const sending = syncOutbox();
    // The first save is on its way when the lifter taps the next one: it waits behind it.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await sendSave({ ...SET, label: "Squat set 2", body: { reps: 6 } })).toEqual({ kept: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    answerFirst(answer(200, { ok: true }));
    await sending;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outboxEntries()).toEqual([]);
  });

  it("holds the saves made on a row after its change of the day was refused, and sends them after it", async () => {
    // Decision 0113: a swap made with no signal, then two sets on the swapped-in lift and one elsewhere.
    const SWAP = {
      method: "POST" as const,
      path: "/api/add/swapDayExercise/Day",
      body: { exerciseId: "row-1", to: "ex-9" },
      label: "Swap Back Squat for Goblet Squat",
      row: "row-1",
      dayChange: { program: "Day", change: { kind: "swap" } },
    };
    online = false;
    await sendSave(SWAP);
    await sendSave({ ...SET, label: "Goblet Squat set 1", row: "row-1" });
    await sendSave({ ...SET, label: "Bench set 1", row: "row-2" });
    online = true;
    const paths: string[] = [];
    fetchMock.mockImplementation(async (path) => {
      paths.push(String(path));
      return String(path).includes("swapDayExercise") && paths.length === 1
        ? answer(404, { error: "No program named Day" })
        : answer(200, { ok: true });
    });
    await syncOutbox();
    // The swap is listed with the server's words; the set made on its row after it waits, unsent.
    expect(outboxEntries().map((e) => [e.label, e.refused])).toEqual([
      ["Swap Back Squat for Goblet Squat", "No program named Day"],
      ["Goblet Squat set 1", undefined],
    ]);
    expect(paths).toEqual(["/api/add/swapDayExercise/Day", "/api/add/advAddUserExerciseData/Day"]);
    // A set tapped on that row meanwhile waits too, even with the signal.
    expect(await sendSave({ ...SET, label: "Goblet Squat set 2", row: "row-1" })).toEqual({ kept: true });

    const swap = outboxEntries()[0];
    await retrySave(swap?.key ?? "");
    expect(paths.slice(2)).toEqual([
      "/api/add/swapDayExercise/Day",
      "/api/add/advAddUserExerciseData/Day",
      "/api/add/advAddUserExerciseData/Day",
    ]);
    expect(outboxEntries()).toEqual([]);
  });

  it("sends the saves a refused change of the day held once the lifter drops it, each refusal in words", async () => {
    online = false;
    await sendSave({
      ...SET,
      path: "/api/add/skipDayExercise/Day",
      label: "Skip Row",
      row: "row-3",
      dayChange: { program: "Day", change: { kind: "skip" } },
    });
    await sendSave({ ...SET, label: "Row set 1", row: "row-3" });
    online = true;
    fetchMock.mockImplementation(async (path) =>
      String(path).includes("skipDayExercise")
        ? answer(409, { error: "Sets of Row are saved: remove them before skipping it" })
        : answer(400, { error: "Row is not an exercise of the day shown in Day" }),
    );
    await syncOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [skip] = outboxEntries();
    await dropSave(skip?.key ?? "");
    await vi.waitFor(() =>
      expect(outboxEntries().map((e) => [e.label, e.refused])).toEqual([
        ["Row set 1", "Row is not an exercise of the day shown in Day"],
      ]),
    );
  });

  it("holds a superset naming an added exercise the server refused, not the sets of its other rows", async () => {
    // Decisions 0121, 0113: an exercise added with no signal, then grouped with the bench.
    online = false;
    await sendSave({
      ...SET,
      path: "/api/add/addDayExercise/Day",
      label: "Add Dumbbell Curl",
      row: "new-1",
      dayChange: { program: "Day", change: { kind: "add" } },
    });
    await sendSave({
      ...SET,
      path: "/api/add/groupSuperset/Day",
      label: "Superset Bench and Dumbbell Curl",
      alsoRows: ["row-2", "new-1"],
      dayChange: { program: "Day", change: { kind: "group" } },
    });
    await sendSave({ ...SET, label: "Bench set 1", row: "row-2" });
    online = true;
    const paths: string[] = [];
    fetchMock.mockImplementation(async (path) => {
      paths.push(String(path));
      return String(path).includes("addDayExercise")
        ? answer(409, { error: "A day takes at most 20 added exercises" })
        : answer(200, { ok: true });
    });
    await syncOutbox();
    expect(paths).toEqual(["/api/add/addDayExercise/Day", "/api/add/advAddUserExerciseData/Day"]);
    expect(outboxEntries().map((e) => [e.label, e.refused])).toEqual([
      ["Add Dumbbell Curl", "A day takes at most 20 added exercises"],
      ["Superset Bench and Dumbbell Curl", undefined],
    ]);
    // Dropped, the addition lets the superset go, for the server to answer.
    await dropSave(outboxEntries()[0]?.key ?? "");
    await vi.waitFor(() => expect(paths.at(-1)).toBe("/api/add/groupSuperset/Day"));
  });

  it("keeps a save refused on replay with its reason until it is sent again or dropped", async () => {
    online = false;
    await sendSave(SET);
    online = true;
    fetchMock.mockImplementation(async () => answer(404, { error: "You have no program named Day" }));
    await syncOutbox();
    expect(outboxEntries()).toMatchObject([{ label: "Squat set 1", refused: "You have no program named Day" }]);
    const [refused] = outboxEntries();

    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await retrySave(refused?.key ?? "");
    expect(outboxEntries()).toEqual([]);
  });

  it("answers a refusal made at once as before, and keeps nothing", async () => {
    fetchMock.mockImplementation(async () => answer(400, { error: "Invalid body: reps must be at most 100" }));
    await expect(sendSave(SET)).rejects.toMatchObject({
      status: 400,
      message: "Invalid body: reps must be at most 100",
    });
    expect(outboxEntries()).toEqual([]);
  });

  it("sends only the signed-in lifter's saves", async () => {
    online = false;
    await sendSave(SET);
    queryClient.setQueryData(ME_QUERY_KEY, { user: { id: "u2", email: null }, profileComplete: true });
    online = true;
    await syncOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outboxEntries()).toHaveLength(1);
  });

  it("leaves a synchronous copy before the save is stored, and takes it away once IndexedDB has it", async () => {
    online = false;
    const saving = sendSave(SET);
    // Nothing awaited yet: a page killed now still has the save.
    const left = Object.keys(localStorage).filter((name) => name.startsWith("ironpath-outbox-pending:"));
    expect(left).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(left[0] ?? "") ?? "null")).toMatchObject({ label: "Squat set 1" });
    await saving;
    expect(Object.keys(localStorage).filter((name) => name.startsWith("ironpath-outbox-pending:"))).toEqual([]);
  });

  it("puts a save a killed page left only as its copy into the outbox, and sends it under its own key", async () => {
    const left = {
      ...SET,
      key: "killed-before-commit",
      seq: 1,
      madeAt: "2026-11-27T06:00:00.000Z",
      userId: "u1",
    };
    localStorage.setItem(`ironpath-outbox-pending:${left.key}`, JSON.stringify(left));
    // The next start: a fresh copy of the module, as a reloaded page has.
    vi.resetModules();
    const fresh = await import("./outbox");
    const { queryClient: freshClient } = await import("../query-client");
    freshClient.setQueryData(ME_QUERY_KEY, { user: { id: "u1", email: null }, profileComplete: true });
    await fresh.loadOutbox();
    expect(fresh.outboxEntries()).toMatchObject([{ key: "killed-before-commit", label: "Squat set 1" }]);
    expect(localStorage.getItem(`ironpath-outbox-pending:${left.key}`)).toBeNull();

    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await fresh.syncOutbox();
    expect(keysSent()).toEqual(["killed-before-commit"]);
    expect(fresh.outboxEntries()).toEqual([]);
  });

  it("tells this browser's other tabs of a save, and reads its screens again at theirs (0127)", async () => {
    listenToOtherTabs();
    const otherTab = new BroadcastChannel("ironpath-saves");
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const askedAgain = vi.spyOn(queryClient, "invalidateQueries");
    try {
      fetchMock.mockImplementation(async () => answer(200, { ok: true }));
      await sendSave(SET);
      await vi.waitFor(() => expect(heard).toEqual([{ userId: "u1" }]));

      // Another tab's saves, in a burst: this tab's screens read again, once.
      askedAgain.mockClear();
      for (let i = 0; i < 3; i++) otherTab.postMessage({ userId: "u1" });
      await vi.waitFor(() => expect(askedAgain).toHaveBeenCalledTimes(1));
      // Not while a save of this tab waits: its screens draw it.
      online = false;
      await sendSave(SET);
      askedAgain.mockClear();
      otherTab.postMessage({ userId: "u1" });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(askedAgain).not.toHaveBeenCalled();
    } finally {
      otherTab.close();
      askedAgain.mockRestore();
    }
  });
});
