import { describe, expect, it } from "vitest";
import { apiPath } from "./api-path";

describe("apiPath", () => {
  it("fills each parameter of the server's pattern, percent-encoded", () => {
    expect(apiPath("/api/query/:timezone/step_recommendation", { timezone: "America/New_York" })).toBe(
      "/api/query/America%2FNew_York/step_recommendation",
    );
    expect(apiPath("/api/query/coach_history/:date", { date: "2026-11-23" })).toBe(
      "/api/query/coach_history/2026-11-23",
    );
    expect(apiPath("/api/x/:program/:week", { program: "My Plan", week: 3 })).toBe("/api/x/My%20Plan/3");
  });

  it("leaves a pattern without parameters as it is", () => {
    expect(apiPath("/api/query/weight_gain_data", {})).toBe("/api/query/weight_gain_data");
  });
});
