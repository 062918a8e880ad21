import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { UserInfoForm } from "./user-info-form";

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
    expect(screen.getByText("Age must be a whole number")).toBeTruthy();
    expect(screen.getByText("Weight must be a number")).toBeTruthy();
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
  });
});
