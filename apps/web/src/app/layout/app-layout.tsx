import { Box, Container } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, lazy, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AppFooter } from "../../components/app-footer";
import { AppHeader } from "../../components/app-header";
import { PageLoader } from "../../components/page-loader";
import { clearToastsOfOtherScreens } from "../../lib/notify";
import { useRestWanted } from "../../lib/rest-timer/on-demand";
import { queryClient } from "../../lib/query-client";
import { ME_QUERY_KEY } from "../../lib/signed-in-user";
import { whenIdle, whenSettled } from "../../lib/when-idle";
import { reloadForNewBuild } from "./screen-unavailable";

// The menu (Drawer, focus trap, scroll lock, and the shared chunk of Mantine's overlays it needs)
// is loaded when the lifter first reaches for it, not with the page: a screen's download before it
// is idle holds only what it shows (decision 0074). Offline, the service worker has it precached.
const loadMenu = () => import("./app-menu");
const AppMenu = lazy(async () => ({ default: (await loadMenu()).AppMenu }));
// Offline: the banner, the outbox's count and what works with no signal, when the browser is idle,
// on Home once the page has settled (decisions 0043, 0084).
const loadOfflineStatus = () => import("../../components/offline-status");
/** How long after Home is first idle what works offline starts, when nothing hurries it. */
const OFFLINE_START_SETTLE_MS = 3000;
const OfflineStatus = lazy(async () => ({ default: (await loadOfflineStatus()).OfflineStatus }));
// The rest timer's bar is loaded only for a rest, started by a save or kept from before a reload
// (decision 0029), not on every screen's first load. Fetched that late, its code may be gone after an
// update: then no bar (never a white page) and a reload for the new build (decision 0032).
const RestTimerBar = lazy(() =>
  import("../../lib/rest-timer/rest-timer-bar").then(
    (module) => ({ default: module.RestTimerBar }),
    () => {
      reloadForNewBuild();
      return { default: () => null };
    },
  ),
);

/** Header, menu and footer around every route (docs/product.md section 1). */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const restWanted = useRestWanted();
  const location = useLocation();
  const [offlineStarted, setOfflineStarted] = useState(false);

  useEffect(() => {
    const start = () => {
      void loadOfflineStatus();
      setOfflineStarted(true);
    };
    // Home, online and with who is signed in known, starts it once the page has settled, out of
    // its download before it is idle (decision 0084). Any other screen keeps what it shows on the
    // phone at once (a lifter may lose the signal a moment after opening the log); so does a page
    // offline, or with the server away (the answers kept on the phone stand in).
    const wantedNow =
      window.location.pathname !== "/" ||
      !navigator.onLine ||
      queryClient.getQueryState(ME_QUERY_KEY)?.data === undefined;
    return wantedNow ? whenIdle(start) : whenSettled(start, OFFLINE_START_SETTLE_MS);
  }, []);

  // The menu closes on every navigation, whichever way it happened (links, back button, redirects).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not an input.
  useEffect(() => {
    menu.close();
  }, [location.key, menu.close]);

  // A toast belongs to the screen it was raised on: it does not follow the lifter onto the next one.
  useEffect(() => clearToastsOfOtherScreens(location.pathname), [location.pathname]);

  return (
    <Box style={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <AppHeader
        menuOpened={menuOpened}
        onReachMenu={() => void loadMenu()}
        onOpenMenu={() => {
          setMenuMounted(true);
          menu.open();
        }}
      />
      {menuMounted && (
        <Suspense fallback={null}>
          <AppMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <Container component="main" size={720} w="100%" px="md" py="lg" style={{ flex: 1 }}>
        {offlineStarted && (
          <Suspense fallback={null}>
            <OfflineStatus path={location.pathname} />
          </Suspense>
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
      {restWanted && (
        <Suspense fallback={null}>
          <RestTimerBar />
        </Suspense>
      )}
    </Box>
  );
}
