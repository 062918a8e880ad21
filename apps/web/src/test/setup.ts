import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lacks what Mantine asks the browser for.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Drafts are kept in sessionStorage (features/workouts/drafts.ts): each test starts without any.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
