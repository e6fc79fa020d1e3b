// Wall-clock times in a named time zone (ACF's date-time picker stores Paris time without an
// offset) → instants, and back to text in a page's language.

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

const wallClock = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * `2026-12-03 18:30:00` (or `2026-12-03`, or ACF's `20261203`) read as a wall-clock time in
 * `timeZone` → the instant, or null when the text is not such a date.
 */
export function zonedTimeToInstant(text: string, timeZone: string): Date | null {
  const match = wallClock.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  // The zone's offset at the guessed instant, then again at the corrected one (daylight saving).
  const guess = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(guess, timeZone) * 60_000);
}

/** True for a day without a time of day: `2024-05-22`, or ACF's date picker's `20240522`. */
export function isDateOnly(text: string): boolean {
  const match = wallClock.exec(text.trim());
  return match !== null && match[4] === undefined;
}

/** The day of an instant in `timeZone`, as ISO 8601: `2024-05-22`. */
export function toZonedDate(instant: Date, timeZone: string): string {
  return toZonedIso(instant, timeZone).slice(0, 10);
}

/** An instant as ISO 8601 wall-clock time in `timeZone` with its offset: `2026-12-03T18:30:00+01:00`. */
export function toZonedIso(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const offset = offsetMinutes(time, timeZone);
  const wall = new Date(Math.floor(time / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wall}${sign}${hours}:${minutes}`;
}
