// The loads a careless crawler or an attacker makes, where each request is at an address of its
// own, so that no copy kept for an earlier request answers it: made-up page addresses, scanners'
// addresses, a page with a made-up query. And what a visitor of a real page gets meanwhile.
// Each load asks as browsers do (`gzip, br`) and counts every answer by status: a made-up address
// gets the site's 404 page, a made-up query the page itself, never a 5xx (docs/security/requests.md).
import type { LoadResult } from "./load.ts";
import { runWrk } from "./wrk.ts";

export interface HostileLoadSpec {
  name: string;
  /** The address of each request, `{n}` a number of its own (bench/wrk.ts, `uniquePath`). */
  path: string;
  /** The status every answer should have. */
  expected: number;
}

export const hostileLoads: readonly HostileLoadSpec[] = [
  // Under a real page: the route table says no page lives there (lib/routing/page-address.ts).
  { name: "made-up page addresses", path: "/vivre/inconnu-{n}", expected: 404 },
  // Addresses with an extension, as scanners send (`/wp-login.php`, `/.env`, `/backup.zip`).
  { name: "scanners' addresses", path: "/wp-{n}.php", expected: 404 },
  // A query no page reads: the page as kept under its address (page-memory.ts, `memoryAddress`;
  // the front's key leaves such a query out too).
  { name: "a page with a made-up query", path: "/vivre?utm_source=lettre-{n}", expected: 200 },
];

/** The real page loaded beside a flood of made-up addresses. */
export const besideFloodPage = "/vivre";

export interface HostileLoad extends HostileLoadSpec {
  site: LoadResult;
  /** Through the nginx front; null when the front could not run. */
  front: LoadResult | null;
}

export interface HostileFigures {
  loads: HostileLoad[];
  /**
   * On the bare site: the real page alone on half the connections, then the same load beside a
   * flood of made-up page addresses on the other half, at once; `ratio` is its rate beside the
   * flood over its rate alone.
   */
  beside: { path: string; alone: LoadResult; besideFlood: LoadResult; flood: LoadResult; ratio: number };
}

const acceptEncoding = { "accept-encoding": "gzip, br" };

function load(origin: string, path: string, seconds: number, connections: number): Promise<LoadResult> {
  const unique = path.includes("{n}");
  return runWrk({
    url: `${origin}${unique ? "/" : path}`,
    seconds,
    connections,
    headers: acceptEncoding,
    uniquePath: unique ? path : undefined,
    countStatuses: true,
  });
}

/** Each hostile load on the bare site, then through the front; then the real page beside a flood, on the bare site. */
export async function measureHostile(
  site: string,
  front: string | null,
  seconds: number,
  connections: number,
): Promise<HostileFigures> {
  const loads: HostileLoad[] = [];
  for (const spec of hostileLoads) {
    // An unmeasured second first, on each: what each kind of address asks once (the 404 page's
    // render, the page's, the front's first copy) is not what a flood costs.
    await load(site, spec.path, 1, 4);
    if (front) await load(front, spec.path, 1, 4);
    loads.push({
      ...spec,
      site: await load(site, spec.path, seconds, connections),
      front: front ? await load(front, spec.path, seconds, connections) : null,
    });
  }
  const half = Math.max(1, Math.floor(connections / 2));
  const alone = await load(site, besideFloodPage, seconds, half);
  const [besideFlood, flood] = await Promise.all([
    load(site, besideFloodPage, seconds, half),
    load(site, hostileLoads[0]!.path, seconds, half),
  ]);
  const ratio = alone.requestsPerSecond > 0 ? besideFlood.requestsPerSecond / alone.requestsPerSecond : 0;
  return { loads, beside: { path: besideFloodPage, alone, besideFlood, flood, ratio } };
}

/** Answers of a load that are not the expected status, and requests that failed. */
export function unexpectedAnswers(load: LoadResult, expected: number): number {
  const wrong = Object.entries(load.statusCodes).reduce(
    (sum, [status, count]) => (status === String(expected) ? sum : sum + count),
    0,
  );
  return wrong + load.errors;
}
