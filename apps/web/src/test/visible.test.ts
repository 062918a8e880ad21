import { afterEach, describe, expect, it } from "vitest";
import { expectVisible } from "./visible";

// A .test.ts file: the web project collects these as well as .test.tsx (vitest.config.ts).

afterEach(() => {
  document.body.innerHTML = "";
});

function shown(html: string): Element {
  document.body.innerHTML = html;
  return document.getElementById("target")!;
}

describe("expectVisible", () => {
  it("passes for an element the lifter can see", () => {
    expect(() => expectVisible(shown('<section><p id="target">Saved</p></section>'))).not.toThrow();
  });

  it("fails when the element or an ancestor is hidden", () => {
    expect(() => expectVisible(shown('<div hidden><p id="target">Saved</p></div>'))).toThrow(/hidden attribute/);
    expect(() => expectVisible(shown('<div style="display: none"><p id="target">Saved</p></div>'))).toThrow(
      /display: none/,
    );
    expect(() => expectVisible(shown('<p id="target" style="visibility: hidden">Saved</p>'))).toThrow(
      /visibility: hidden/,
    );
  });

  it("fails for an element no longer in the document", () => {
    const gone = shown('<p id="target">Saved</p>');
    document.body.innerHTML = "";
    expect(() => expectVisible(gone)).toThrow(/in the document/);
  });
});
