import { InvalidError } from "../errors";

const DAY_MS = 86_400_000;

/**
 * The lifter's local date of an entry: the one sent, else today in UTC. A date may be at most
 * tomorrow in UTC, the furthest any time zone is ahead; later is in the future everywhere, refused
 * under `field`, the call's own name for the date, so a form can show it by the right input.
 */
export function entryDate(
  sent: string | undefined,
  { field = "date", now = new Date() }: { field?: string; now?: Date } = {},
): string {
  if (sent === undefined) return now.toISOString().slice(0, 10);
  const tomorrow = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  if (sent > tomorrow) throw new InvalidError(`date ${sent} is in the future`, { [field]: "is in the future" });
  return sent;
}
