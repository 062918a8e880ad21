import { Box, Button, Group, Text } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { type RestPhase, formatClock, restMessage } from "./timer";
import { addRestTime, dismissRest, restSnapshot, subscribeRest } from "./store";

/** The bar's height above the phone's home indicator: the page keeps this much room below its end. */
export const REST_BAR_HEIGHT = 88;
const height = `calc(${REST_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`;

// White text on each: the theme's shade 9 (app/providers.tsx), 4.5:1 or more.
const COLOURS: Record<RestPhase, string> = {
  resting: "var(--mantine-color-blue-9)",
  low: "var(--mantine-color-green-9)",
  done: "var(--mantine-color-red-9)",
};

const whiteOutline = { root: { color: "white", borderColor: "white" } };

/**
 * The rest under way, on every screen: fixed at the bottom, under dialogs and the menu, with the
 * same room left at the end of the page so it never covers the last button. Its colour and words
 * change at each end of the range; +30 s gives more rest, Skip ends it.
 */
export function RestTimerBar() {
  const rest = useSyncExternalStore(subscribeRest, restSnapshot, () => null);
  if (!rest) return null;
  const { view, timer } = rest;
  const share = (seconds: number) => Math.min(100, (seconds / Math.max(1, view.highSeconds)) * 100);

  return (
    <>
      <Box aria-hidden style={{ height, flex: "none" }} />
      <Box
        component="section"
        aria-label="Rest timer"
        data-phase={view.phase}
        style={{
          position: "fixed",
          insetInline: 0,
          bottom: 0,
          height,
          // Over the page and the toasts' stack, under the menu and dialogs (200).
          zIndex: 160,
          background: COLOURS[view.phase],
          color: "white",
          paddingBottom: "env(safe-area-inset-bottom, 0px)",
          transition: "background-color 300ms",
        }}
      >
        <Group h={REST_BAR_HEIGHT - 6} px="md" gap="sm" wrap="nowrap" justify="space-between" maw={720} mx="auto">
          <Box style={{ minWidth: 0 }}>
            <Group gap={8} wrap="nowrap" align="baseline">
              <Text
                role="timer"
                aria-label={`${formatClock(view.elapsed)} rested`}
                fz={30}
                fw={800}
                lh={1.1}
                style={{ fontVariantNumeric: "tabular-nums" }}
              >
                {formatClock(view.elapsed)}
              </Text>
              <Text fz="sm" fw={600} truncate>
                {timer.exerciseName}
              </Text>
            </Group>
            <Text role="status" fz="md" fw={700} truncate>
              {restMessage(view)}
            </Text>
          </Box>
          <Group gap={8} wrap="nowrap" style={{ flex: "none" }}>
            <Button size="lg" px="sm" variant="white" color="dark" onClick={addRestTime} aria-label="+30 s more rest">
              +30 s
            </Button>
            <Button
              size="lg"
              px="sm"
              variant="outline"
              styles={whiteOutline}
              onClick={dismissRest}
              aria-label="Skip rest"
            >
              Skip
            </Button>
          </Group>
        </Group>
        {/* Elapsed against the range: the strip fills to the high end, a mark at the low end. */}
        <Box aria-hidden style={{ position: "relative", height: 6, background: "rgb(0 0 0 / 0.3)" }}>
          <Box style={{ height: "100%", width: `${share(view.elapsed)}%`, background: "white" }} />
          {view.lowSeconds < view.highSeconds && (
            <Box
              style={{
                position: "absolute",
                top: 0,
                bottom: 0,
                left: `${share(view.lowSeconds)}%`,
                width: 2,
                background: "rgb(255 255 255 / 0.8)",
              }}
            />
          )}
        </Box>
      </Box>
    </>
  );
}
