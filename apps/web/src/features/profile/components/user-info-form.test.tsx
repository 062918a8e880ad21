import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { UserInfoForm } from "./user-info-form";
import { expectVisible } from "../../../test/visible";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the User Info form's number fields", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keep a number written wrong as typed, say why under the field and send nothing", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<UserInfoForm profile={null} onSubmitted={onSubmitted} />);
    await user.type(field("Age (years)"), "29.5");
    await user.type(field("Weight (lbs)"), "18o.5");
    expect(field("Age (years)").value).toBe("29.5");
    expect(field("Weight (lbs)").value).toBe("18o.5");
    expectVisible(screen.getByText("Age must be a whole number"));
    expectVisible(screen.getByText("Weight must be a number"));
    expect(field("Age (years)").getAttribute("inputmode")).toBe("numeric");
    expect(field("Weight (lbs)").getAttribute("inputmode")).toBe("decimal");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("sends the numbers once they are written right, a comma read as the point", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<UserInfoForm profile={null} onSubmitted={() => {}} />);
    await user.type(field("Age (years)"), "29");
    await user.type(field("Weight (lbs)"), "180,5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ age: 29, weight: 180.5 });
    // A pound lifter's body is the product's: no height in cm.
    expect(calls.find((c) => c.method === "POST")?.body).not.toHaveProperty("heightCm");
  });

  it("asks a kg lifter's height in cm and sends it with the feet and inches it is (decision 0071)", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<UserInfoForm profile={null} onSubmitted={() => {}} />);
    await user.selectOptions(field("Units"), "kg");
    expect(screen.queryByLabelText("Feet")).toBeNull();
    await user.type(field("Height (cm)"), "178,5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      unit: "kg",
      heightCm: 178.5,
      heightFt: 5,
      heightIn: 10,
    });
  });
});

describe("the User Info form's save", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("stays on the form when the save is refused, says what is wrong under each field and keeps what was typed", async () => {
    stubApi(() =>
      json(400, {
        error: "Invalid body: firstName is required; heightFt is required",
        fields: { firstName: "is required", heightFt: "is required" },
      }),
    );
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<UserInfoForm profile={null} onSubmitted={onSubmitted} />);
    await user.type(field("Last name"), "Smith");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(await screen.findByText("First name is required"));
    expectVisible(screen.getByText("Height in feet is required"));
    expect(screen.getByRole("alert").textContent).toContain("Your details were not saved");
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(field("Last name").value).toBe("Smith");
    expect(onSubmitted).not.toHaveBeenCalled();
    // Fixing a field takes its words away.
    await user.type(field("First name"), "Ann");
    expect(screen.queryByText("First name is required")).toBeNull();
  });

  it("moves on when the server cannot be reached (docs/product.md section 2), and the form comes back as typed", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<UserInfoForm profile={null} onSubmitted={onSubmitted} />);
    await user.type(field("First name"), "Ann");
    await user.type(field("Age (years)"), "29");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    unmount();
    // Back to User Info: what was typed is there again.
    renderWithApp(<UserInfoForm profile={null} onSubmitted={onSubmitted} />);
    expect(field("First name").value).toBe("Ann");
    expect(field("Age (years)").value).toBe("29");
  });
});

describe("the User Info form in kilograms (issue 22)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes weights in kg, sends pounds and the unit, and shows typed weights in the unit chosen", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<UserInfoForm profile={null} onSubmitted={() => {}} />);
    await user.type(field("Weight (lbs)"), "176.4");
    await user.selectOptions(field("Units"), "kg");
    // 176.4 lb is 80 kg: the same weight, in the unit chosen.
    expect(field("Weight (kg)").value).toBe("80");
    await user.clear(field("Weight (kg)"));
    await user.type(field("Weight (kg)"), "82.5");
    await user.type(field("Squat 1RM (kg)"), "140");
    expect(document.body.textContent).not.toMatch(/\blbs?\b/);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ unit: "kg", weight: 181.9, squat1RM: 308.6 });
  });
});
