import { Text } from "@mantine/core";
import { todayLocalIso } from "../../../lib/local-date";
import { unitNow } from "../../../lib/weight-unit";
import { formatKcal, formatLb, round2 } from "../format";
import { ChangeCaloriesDialog } from "./change-calories-dialog";
import { DueDialogs } from "./due-dialogs";

interface MaintenanceDialogProps {
  /** The server says the question is due. */
  due: boolean;
  startWeight: number;
  trendWeight: number;
  currentCalories: number;
  proposedCalories: number;
}

/** 'Change Maintenance Calories': the trend is over 1 lb from the maintenance weight, on a Monday. */
export function MaintenanceDialog({
  due,
  startWeight,
  trendWeight,
  currentCalories,
  proposedCalories,
}: MaintenanceDialogProps) {
  const drift = trendWeight - startWeight;
  const body = { weightChange: round2(drift), maintenanceCalories: proposedCalories, date: todayLocalIso() };
  const show = (onClose: () => void) => (
    <ChangeCaloriesDialog phase="maintenance" title="Change Maintenance Calories" body={body} onClose={onClose}>
      <Text>
        Your trend weight is {formatLb(trendWeight, 1)} {unitNow()}, {formatLb(Math.abs(drift), 1)} {unitNow()}{" "}
        {drift > 0 ? "above" : "below"} the {formatLb(startWeight, 1)} {unitNow()} you are maintaining.
      </Text>
      <Text>
        Change your daily calories from {formatKcal(currentCalories)} to {formatKcal(proposedCalories)} kcal?
      </Text>
    </ChangeCaloriesDialog>
  );
  return <DueDialogs dialogs={[{ name: "calories", due, show }]} />;
}
