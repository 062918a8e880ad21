import { IN_THE_FUTURE, latestDate, utcToday } from "../days";
import { InvalidError } from "../errors";

/**
 * The lifter's local date of an entry: the one sent, else today in UTC. A date may be at most
 * tomorrow in UTC, the furthest any time zone is ahead; later is in the future everywhere, refused
 * under `field`, the call's own name for the date, so a form can show it by the right input.
 */
export function entryDate(
  sent: string | undefined,
  { field = "date", now = new Date() }: { field?: string; now?: Date } = {},
): string {
  if (sent === undefined) return utcToday(now);
  if (sent > latestDate(now)) {
    throw new InvalidError(`date ${sent} is ${IN_THE_FUTURE}`, { [field]: `is ${IN_THE_FUTURE}` });
  }
  return sent;
}
