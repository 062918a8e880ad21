import { expect } from "vitest";

/**
 * Fails unless the element is in the document and shown to the lifter: neither it nor an ancestor
 * carries the `hidden` attribute, `display: none` or `visibility: hidden` (what jest-dom's
 * toBeVisible checks, without the dependency). `getBy…` already fails when an element is absent;
 * this also fails when it is there but hidden (a closed dialog, a collapsed panel).
 */
export function expectVisible(element: Element): void {
  expect(element.isConnected, "the element is in the document").toBe(true);
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = window.getComputedStyle(node);
    const hiddenBy = node.hasAttribute("hidden")
      ? "the hidden attribute"
      : style.display === "none"
        ? "display: none"
        : style.visibility === "hidden"
          ? "visibility: hidden"
          : null;
    expect(hiddenBy, `<${node.tagName.toLowerCase()}> hides "${element.textContent}"`).toBeNull();
  }
}
