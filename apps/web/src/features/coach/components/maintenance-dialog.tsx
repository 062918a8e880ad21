import { Text } from "@mantine/core";
import { useState } from "react";
import { todayLocalIso } from "../../../lib/local-date";
import { useChangeMaintenanceCalories } from "../api/change-maintenance-calories";
import { formatKcal, formatLb } from "../format";
import { CoachDialog } from "./coach-dialog";
import { unitNow } from "../../../lib/weight-unit";

const round2 = (n: number) => Math.round(n * 100) / 100;

interface MaintenanceDialogProps {
  startWeight: number;
  trendWeight: number;
  currentCalories: number;
  proposedCalories: number;
}

/** 'Change Maintenance Calories': the trend is over 1 lb from the maintenance weight, on a Monday. */
export function MaintenanceDialog({
  startWeight,
  trendWeight,
  currentCalories,
  proposedCalories,
}: MaintenanceDialogProps) {
  const change = useChangeMaintenanceCalories();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => setClosed(true);
  const drift = trendWeight - startWeight;
  const body = { weightChange: round2(drift), maintenanceCalories: proposedCalories, date: todayLocalIso() };
  return (
    <CoachDialog
      title="Change Maintenance Calories"
      opened
      onClose={close}
      error={change.error}
      actions={[
        {
          label: "Yes",
          primary: true,
          loading: change.isPending,
          onClick: () => change.mutate(body, { onSuccess: close }),
        },
        { label: "No", onClick: close },
      ]}
    >
      <Text>
        Your trend weight is {formatLb(trendWeight, 1)} {unitNow()}, {formatLb(Math.abs(drift), 1)} {unitNow()}{" "}
        {drift > 0 ? "above" : "below"} the {formatLb(startWeight, 1)} {unitNow()} you are maintaining.
      </Text>
      <Text>
        Change your daily calories from {formatKcal(currentCalories)} to {formatKcal(proposedCalories)} kcal?
      </Text>
    </CoachDialog>
  );
}
