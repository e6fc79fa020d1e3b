// What the outage specs share: a load of many clients over a set of addresses, an instance's
// JSON log lines, and the two lines an outage of WordPress may leave in them
// (docs/operations/logs-and-metrics.md): one `warn` when it starts, one `info` with its duration
// when WordPress is back, and no stack trace.
import { expect } from "@playwright/test";
import type { PrivateSite } from "./private-site.ts";

/** Loads each origin with `clients` clients, each asking the addresses in turn for `ms`: the count of each status per address. */
export async function loadFor(
  origins: string[],
  addresses: string[],
  clients: number,
  ms: number,
): Promise<Map<string, Map<number, number>>> {
  const statuses = new Map<string, Map<number, number>>(addresses.map((address) => [address, new Map()]));
  const until = Date.now() + ms;
  await Promise.all(
    origins.flatMap((origin) =>
      Array.from({ length: clients }, async (_, client) => {
        for (let index = client; Date.now() < until; index++) {
          const address = addresses[index % addresses.length]!;
          const response = await fetch(`${origin}${address}`, { headers: { "accept-encoding": "gzip, br" } });
          await response.arrayBuffer();
          const counts = statuses.get(address)!;
          counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
        }
      }),
    ),
  );
  return statuses;
}

/** The statuses the addresses got, each once, in order. */
export function statusesOf(counts: Map<string, Map<number, number>>, addresses: string[]): number[] {
  return [...new Set(addresses.flatMap((address) => [...(counts.get(address)?.keys() ?? [])]))].sort();
}

export interface LogLine {
  level?: string;
  component?: string;
  msg?: string;
  outage?: string;
  event?: string;
  durationMs?: number;
  err?: unknown;
}

/** The lines a site printed (LOG_FORMAT=json) since `from`: each must be one JSON object. */
export function linesOf(site: PrivateSite, from: number): LogLine[] {
  return site
    .printed()
    .slice(from)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { msg: `not a JSON line: ${line}` };
      }
    });
}

/** Exactly one outage of WordPress in `lines`: its start and its end, and no stack trace. */
export function expectOneOutage(lines: LogLine[], instance: string): void {
  expect(
    lines.filter((line) => line.err !== undefined || /^\s+at /m.test(line.msg ?? "")),
    `${instance}: stack traces`,
  ).toEqual([]);
  expect(lines, instance).toEqual([
    expect.objectContaining({
      level: "warn",
      component: "wordpress",
      outage: "wordpress",
      event: "start",
      msg: expect.stringMatching(/^unavailable: /),
    }),
    expect.objectContaining({
      level: "info",
      component: "wordpress",
      outage: "wordpress",
      event: "end",
      durationMs: expect.any(Number),
      msg: expect.stringMatching(/^available again after \d/),
    }),
  ]);
  expect(lines[1]?.durationMs, `${instance}: the outage's duration`).toBeGreaterThan(0);
}
