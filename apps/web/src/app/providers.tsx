import { MantineProvider, createTheme } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy } from "react";
import { BrowserRouter } from "react-router";
import { queryClient } from "../lib/query-client";

// Toasts are not needed for the first paint: keep their code out of the first load.
const Toaster = lazy(async () => ({ default: (await import("../components/toaster")).Toaster }));

const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8: white on filled buttons and indigo links on white reach WCAG AA contrast (4.5:1).
  primaryShade: 8,
  defaultRadius: "md",
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
