// Text contrast as a lifter sees it: every visible text (and placeholder) on the page, its colour
// against the background actually behind it (the ancestors' colours blended, white at the bottom).
import type { Locator, Page } from "playwright-core";

export interface LowContrast {
  text: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * The texts on the page below `minimum` (WCAG AA: 4.5), disabled controls excepted (WCAG exempts
 * them). Text over an image or a gradient is skipped: its background is not one colour.
 */
export function lowContrastTexts(scope: Page | Locator, minimum = 4.5): Promise<LowContrast[]> {
  // A page is read from its body, a locator from its element (a section, a dialog, a toast).
  const root = "goto" in scope ? scope.locator("body") : scope;
  return root.evaluate((rootElement, min) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const parts = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The background behind `el`, or null when an image or gradient is part of it. */
    const backgroundOf = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== "none") return null;
        const color = parse(style.backgroundColor);
        if (color && color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const visible = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const disabled = (el: Element) => el.closest(':disabled, [data-disabled="true"], [aria-disabled="true"]') !== null;
    const found: { text: string; color: string; background: string; ratio: number }[] = [];
    const check = (el: Element, text: string, colorValue: string) => {
      const color = parse(colorValue);
      const background = backgroundOf(el);
      if (!color || !background) return;
      const r = ratio(over(color, background), background);
      if (r < min) {
        found.push({
          text: text.slice(0, 60),
          color: colorValue,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(", ")})`,
          ratio: Math.round(r * 100) / 100,
        });
      }
    };
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || !visible(el) || disabled(el)) continue;
      check(el, text, getComputedStyle(el).color);
    }
    for (const input of Array.from(rootElement.querySelectorAll<HTMLInputElement>("input[placeholder]"))) {
      if (input.value !== "" || !input.placeholder.trim() || !visible(input) || disabled(input)) continue;
      check(input, `placeholder "${input.placeholder}"`, getComputedStyle(input, "::placeholder").color);
    }
    return found;
  }, minimum);
}
