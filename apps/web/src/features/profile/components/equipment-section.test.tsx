import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { EquipmentSection } from "./equipment-section";

const DEFAULTS = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

function serve(saved = DEFAULTS) {
  let stored = saved;
  return stubApi(({ method, path, body }) => {
    if (path !== "/api/query/equipment" && path !== "/api/add/equipment") return undefined;
    if (method === "POST") {
      stored = body as typeof DEFAULTS;
      return json(200, { ok: true, data: { ...stored, plates: [...stored.plates].sort((a, b) => b - a) } });
    }
    return json(200, { data: stored });
  });
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A workout log's next day, cached with the old bar.
  queryClient.setQueryData(["workouts", "Beginner", "next-day"], { data: [] });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <EquipmentSection />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

const plate = (lbs: number) => screen.getByRole("checkbox", { name: `${lbs} lb` });

describe("EquipmentSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the saved bar and plates", async () => {
    serve();
    renderSection();
    expect(await screen.findByRole("combobox", { name: "Bar" })).toHaveProperty("value", "45");
    expect(plate(45)).toHaveProperty("checked", true);
    expect(plate(55)).toHaveProperty("checked", false);
  });

  it("saves a 35 lb bar without 45s, says 'Saved' and has the log ask its days again", async () => {
    const calls = serve();
    const queryClient = renderSection();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Bar" }), "35");
    await user.click(plate(45));
    await user.click(screen.getByRole("button", { name: "Save bar and plates" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ bar: 35, plates: [35, 25, 10, 5, 2.5] });
    expect(queryClient.getQueryState(["workouts", "Beginner", "next-day"])?.isInvalidated).toBe(true);
    // A new choice takes 'Saved' away until it is saved.
    await user.click(plate(55));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("refuses no plates at all in words, and sends nothing", async () => {
    const calls = serve({ bar: 45, plates: [45] });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "45 lb" }));
    await user.click(screen.getByRole("button", { name: "Save bar and plates" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Plates: must name at least one plate");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
