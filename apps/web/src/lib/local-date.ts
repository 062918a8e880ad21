/** Today as yyyy-mm-dd in the browser's time zone (the server takes the lifter's local date). */
export function todayLocalIso(now: Date = new Date()): string {
  const year = String(now.getFullYear()).padStart(4, "0");
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}
