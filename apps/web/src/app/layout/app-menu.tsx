import { Drawer, NavLink } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useLogout } from "../../features/auth/api/logout";
import { useWeightAssistant } from "../../features/coach/api/get-weight-helper-status";
import { UnsentSavesWarning, useUnsentSaves } from "./unsent-saves-warning";

interface AppMenuProps {
  opened: boolean;
  onClose: () => void;
}

const linkStyles = { label: { fontSize: "var(--mantine-font-size-lg)" } };

/** An action in the menu, looking like its links. */
function MenuButton(props: { label: string; disabled?: boolean; onClick: () => void }) {
  return <NavLink component="button" type="button" py="md" styles={linkStyles} {...props} />;
}

/**
 * The product's right-side menu (Home, Routine Selection, Weight Assistant, Profile, Log Out), History
 * after Routine Selection, Account after Profile.
 */
export function AppMenu({ opened, onClose }: AppMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const weightAssistant = useWeightAssistant();
  const unsent = useUnsentSaves();
  const [warning, setWarning] = useState(false);
  const isActive = (to: string) => pathname.toLowerCase() === to.toLowerCase();

  function logOut() {
    setWarning(false);
    onClose();
    // Home first: forgetting the user on a guarded page would send them to `/?next=…`,
    // and the next person to sign in on this phone would land on that page.
    navigate("/");
    logout();
  }

  const link = (to: string, label: string) => (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={isActive(to)}
      onClick={onClose}
      py="md"
      styles={linkStyles}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      // "xl" is 44 × 44 px: a comfortable touch target.
      closeButtonProps={{ "aria-label": "Close menu", size: "xl" }}
    >
      <nav aria-label="Main menu">
        {link("/", "Home")}
        {link("/routine_Selection", "Routine Selection")}
        {link("/history", "History")}
        <MenuButton
          label="Weight Assistant"
          disabled={weightAssistant.isPending}
          onClick={() => {
            onClose();
            weightAssistant.mutate();
          }}
        />
        {link("/profile", "Profile")}
        {link("/account", "Account")}
        {warning && unsent > 0 ? (
          <UnsentSavesWarning onLogout={logOut} onCancel={() => setWarning(false)} />
        ) : (
          <MenuButton label="Log Out" onClick={() => (unsent > 0 ? setWarning(true) : logOut())} />
        )}
      </nav>
    </Drawer>
  );
}
