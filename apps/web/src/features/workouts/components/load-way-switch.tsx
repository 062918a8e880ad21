import { useId } from "react";
import classes from "./set-by-set.module.css";

const WAYS = [
  { assisted: false, label: "Added weight" },
  { assisted: true, label: "Assisted" },
] as const;

interface LoadWaySwitchProps {
  assisted: boolean;
  onChange: (assisted: boolean) => void;
}

/**
 * Which way a load on the body goes (decision 0053): weight added (a belt) or taken off (a band, the
 * machine's assist). Two native radios drawn as one segmented switch: Mantine's SegmentedControl
 * (its moving indicator) cost the workout log 2.8 KB of its download before idle (decision 0120).
 */
export function LoadWaySwitch({ assisted, onChange }: LoadWaySwitchProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Load on the body" className={classes.loadWay}>
      {WAYS.map((way) => (
        <label key={way.label} className={classes.way}>
          <input
            type="radio"
            name={name}
            className={classes.wayInput}
            checked={way.assisted === assisted}
            onChange={() => onChange(way.assisted)}
          />
          {way.label}
        </label>
      ))}
    </div>
  );
}
