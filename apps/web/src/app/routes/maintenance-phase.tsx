import { PlaceholderScreen } from "../../components/placeholder-screen";

export function MaintenancePhaseRoute() {
  return <PlaceholderScreen title="Maintenance phase" />;
}
