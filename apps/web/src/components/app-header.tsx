import { ActionIcon, Box, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "./logo";

/** The header's height in px. */
export const HEADER_HEIGHT = 69;

/** The menu button's size in px (toasts end left of it on a phone). */
export const MENU_BUTTON_SIZE = 48;

interface AppHeaderProps {
  menuOpened: boolean;
  onOpenMenu: () => void;
  /** A finger or pointer is on the menu button (or it has focus): its code may start coming. */
  onReachMenu?: () => void;
}

function HamburgerIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function AppHeader({ menuOpened, onOpenMenu, onReachMenu }: AppHeaderProps) {
  return (
    <Box
      component="header"
      px="md"
      h={HEADER_HEIGHT}
      style={{
        borderBottom: "1px solid var(--mantine-color-gray-3)",
        background: "var(--mantine-color-body)",
        boxSizing: "border-box",
      }}
    >
      <Group justify="space-between" wrap="nowrap" maw={720} mx="auto" h="100%">
        {/* A thumb's target: the link is 44 px tall, not the logo's 36. */}
        <Link
          to="/"
          style={{ color: "inherit", textDecoration: "none", display: "flex", minHeight: 44, alignItems: "center" }}
        >
          <Group gap="xs" wrap="nowrap">
            <Logo size={36} alt="" />
            <Text component="span" fw={800} fz={24} lh={1}>
              Ironpath
            </Text>
          </Group>
        </Link>
        <ActionIcon
          variant="subtle"
          color="dark"
          size={MENU_BUTTON_SIZE}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpened}
          onClick={onOpenMenu}
          onPointerDown={onReachMenu}
          onFocus={onReachMenu}
        >
          <HamburgerIcon />
        </ActionIcon>
      </Group>
    </Box>
  );
}
