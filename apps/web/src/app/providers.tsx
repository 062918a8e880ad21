import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
  MantineProvider,
  createTheme,
} from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { queryClient } from "../lib/query-client";
import { onToast } from "../lib/notify";

// Toasts are not needed for the first paint: keep their code out of the first load.
const Toaster = lazy(async () => ({ default: (await import("../components/toaster")).Toaster }));

/**
 * A colour with darker shades 8 (filled: white text on it) and 9 (the light variant's text, on
 * shade 1), so that both reach WCAG AA (4.5:1); Mantine's own miss it for these colours (a green
 * badge 3.3:1, a yellow alert's text 2.7:1).
 */
const deepened = (name: "green" | "teal" | "yellow" | "orange" | "red", shade8: string, shade9: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;

const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8: white on filled buttons and indigo links on white reach WCAG AA contrast (4.5:1).
  primaryShade: 8,
  defaultRadius: "md",
  colors: {
    green: deepened("green", "#267d39", "#1f6b30"),
    teal: deepened("teal", "#087f5b", "#066649"),
    yellow: deepened("yellow", "#8f5700", "#7a4a00"),
    orange: deepened("orange", "#b33c0b", "#963208"),
    red: deepened("red", "#c92a2a", "#a51d1d"),
  },
});

// Every text reaches WCAG AA (4.5:1) on white, on every screen. Mantine's dimmed text (gray 6,
// 3.3:1) becomes gray 7 (7.5:1); its error red (red 6, 3.6:1: a field's message) red 9 (7.5:1);
// its placeholders (gray 5, 2.1:1) a grey of 4.7:1, still lighter than a value.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});

// The app is light only. Mantine's default manager reads localStorage while the first screen
// renders, and the first read of storage can block the page for tens of milliseconds on a phone.
const lightOnly: MantineColorSchemeManager = {
  get: () => "light",
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/**
 * The toasts' stack, mounted with the first toast: a screen that raises none never downloads it
 * (decision 0074). Offline, the service worker has its code precached.
 */
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    return onToast(() => setMounted(true));
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={lightOnly}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <DeferredToaster />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
