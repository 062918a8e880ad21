import { PhaseAssistant } from "../../features/coach/components/phase-assistant";

/** /maintenance-phase: the maintenance phase tracker. */
export function MaintenancePhaseRoute() {
  return <PhaseAssistant phase="maintenance" />;
}
