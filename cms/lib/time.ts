// Dates as WordPress stores them: `date` in the site's time zone (Europe/Paris) and `date_gmt`
// in UTC, both without an offset; ACF date_time_picker values as "Y-m-d H:i:s" local time.

export const SITE_TIME_ZONE = "Europe/Paris";

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export interface WallTime {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Paris wall-clock time of an instant. */
export function parisWallTime(instant: Date): WallTime {
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(partsFormat.formatToParts(instant).find((part) => part.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Offset of Paris from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Date): number {
  const wall = parisWallTime(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which Paris clocks show this wall time (day overflow is normalised). */
export function fromParis(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = new Date(guess - parisOffsetMinutes(new Date(guess)) * 60000);
  instant = new Date(guess - parisOffsetMinutes(instant) * 60000);
  return instant;
}

/** Today's date in Paris shifted by `days`, at hour:minute Paris time. */
export function parisDayAt(now: Date, days: number, hour: number, minute: number): Date {
  const today = parisWallTime(now);
  return fromParis(today.year, today.month, today.day + days, hour, minute);
}

const pad = (n: number): string => String(n).padStart(2, "0");

function formatWall(wall: WallTime, separator: string): string {
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}${separator}${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** WordPress `date`: "2026-11-21T18:30:00" in Paris time. */
export function wpLocal(instant: Date): string {
  return formatWall(parisWallTime(instant), "T");
}

/** WordPress `date_gmt`: "2026-11-21T17:30:00" in UTC. */
export function wpGmt(instant: Date): string {
  return instant.toISOString().slice(0, 19);
}

/** ACF date_time_picker return value and MySQL-style dates: "2026-11-21 18:30:00", Paris time. */
export function acfDateTime(instant: Date): string {
  return formatWall(parisWallTime(instant), " ");
}

/** Yoast's ISO 8601 with an explicit UTC offset: "2026-11-21T17:30:00+00:00". */
export function isoUtc(instant: Date): string {
  return `${wpGmt(instant)}+00:00`;
}
