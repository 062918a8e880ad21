import { MaintenanceAssistant } from "../../features/coach/components/maintenance-assistant";

/** /maintenance-phase: the maintenance phase tracker. */
export function MaintenancePhaseRoute() {
  return <MaintenanceAssistant />;
}
