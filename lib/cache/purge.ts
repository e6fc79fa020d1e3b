// The site's side of the nginx front (deploy/nginx/vitrine.conf): after a revalidation, the
// addresses nginx may hold are purged (CACHE_PURGE_URL), so an edit in WordPress shows through
// nginx at once instead of after the page's s-maxage.
//
// Debian's purge module (ngx_cache_purge 2.3) removes one cache key per request and has no
// wildcard nor "purge everything", and nginx's key is the address as the visitor sent it and the
// coding the visitor got (brotli, gzip or none: one copy of each). So one purge of an address is
// one PURGE per coding, the coding named in `X-Vitrine-Coding` (the purge server keys on it): the
// site, not nginx, sends the three: nginx cannot run one purge per coding and say what each did
// (the answers of its `mirror` subrequests are dropped), the site can count them. And the site
// purges every address it knows nginx may hold: the site's paths (lib/wordpress/route-table.ts),
// the homes and offline pages, and every address this process answered with a shared-cache
// lifetime since it started (filtered lists, other forms of a path), kept in an address book.
// That is all the cached pages, whatever changed; what a restart forgot (a filtered list cached
// before it) expires with its s-maxage. With several instances sharing Redis, the book has a
// mirror there (lib/cache/shared-addresses.ts): the instance that receives the webhook purges the
// addresses every instance answered.
import { request as httpRequest, Agent as HttpAgent, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest, Agent as HttpsAgent } from "node:https";
import { logger } from "../server/log.ts";
import { metrics } from "../server/metrics.ts";

const log = logger("cache");

/** Headers of Next's client router: such requests ask for RSC payloads, which nginx never caches (its map of the same name). */
export const routerHeaders = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
];

export function isRouterRequest(headers: IncomingHttpHeaders): boolean {
  return routerHeaders.some((name) => headers[name] !== undefined && headers[name] !== "");
}

/** Whether an answer with this Cache-Control may be kept by a shared cache for a while (a positive s-maxage). */
export function sharedCacheable(cacheControl: unknown): boolean {
  if (typeof cacheControl !== "string") return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (directives.some((directive) => directive === "private" || directive === "no-store" || directive === "no-cache"))
    return false;
  const sMaxAge = directives.find((directive) => directive.startsWith("s-maxage="));
  return sMaxAge !== undefined && Number(sMaxAge.slice("s-maxage=".length)) > 0;
}

export interface AddressBook {
  /** Notes an address (path and query, as sent by the client); the oldest go first past the limit. */
  add(address: string): void;
  /** The addresses this process noted. */
  list(): string[];
  /** This process's addresses and, with a mirror, those every instance noted there. Never rejects. */
  all(): Promise<string[]>;
  readonly size: number;
}

/** Where the instances of a site share their addresses (Redis): written once per new address, read by the purge. */
export interface AddressMirror {
  add(address: string): void;
  list(): Promise<string[]>;
}

export function createAddressBook(limit: number, mirror?: AddressMirror): AddressBook {
  const addresses = new Set<string>();
  return {
    add(address) {
      if (addresses.has(address)) return;
      addresses.add(address);
      if (addresses.size > limit) addresses.delete(addresses.values().next().value as string);
      mirror?.add(address);
    },
    list: () => [...addresses],
    async all() {
      if (!mirror) return [...addresses];
      const shared = await mirror.list().catch((error: unknown) => {
        log.warn(
          `the other instances' addresses could not be read (${error instanceof Error ? error.message : String(error)}): this instance's only`,
        );
        return [];
      });
      return [...new Set([...addresses, ...shared])];
    },
    get size() {
      return addresses.size;
    },
  };
}

const bookKey = Symbol.for("vitrine.cachedAddresses");

/**
 * The process's book of addresses answered with a shared-cache lifetime. It lives on globalThis:
 * server.ts makes it (with its mirror, when the instances share Redis) and writes it, the
 * revalidation route (a separate bundle) reads it.
 */
export function cachedAddresses(limit = 10_000, mirror?: AddressMirror): AddressBook {
  const holder = globalThis as { [bookKey]?: AddressBook };
  holder[bookKey] ??= createAddressBook(limit, mirror);
  return holder[bookKey];
}

/**
 * The codings nginx keeps a copy of each address in (its `$vitrine_coding`: "" is the uncompressed
 * copy), and the header of a PURGE that names one (deploy/nginx/vitrine.conf, the purge server).
 */
export const cachedCodings = ["br", "gzip", ""] as const;
export const codingHeader = "x-vitrine-coding";

export interface PurgeOptions {
  /** Origins of the purge endpoints (CACHE_PURGE_URL). */
  targets: readonly string[];
  /** Requests in flight per target. */
  concurrency?: number;
  /** Deadline of one request. */
  timeoutMs?: number;
  log?: Pick<Console, "info" | "warn">;
}

export interface PurgeReport {
  target: string;
  /** Addresses to purge. */
  addresses: number;
  /** Addresses removed from the cache: a copy in at least one coding was (200), none failed. */
  purged: number;
  /** Addresses not in the cache in any coding (404 for each). */
  notCached: number;
  /** Addresses with a coding refused, failed or never sent (the target stopped answering). */
  failed: number;
  /** The first failure, when there was one. */
  error?: string;
}

type Outcome =
  | { kind: "purged" }
  | { kind: "notCached" }
  | { kind: "refused"; error: string }
  | { kind: "unreachable"; error: string };

function purgeOne(target: URL, address: string, coding: string, agent: HttpAgent, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    try {
      // The path is sent byte for byte as the visitor's was: nginx's key is the raw request URI.
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const headers = coding ? { [codingHeader]: coding } : {};
      const req = send(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: "PURGE",
          path: address,
          headers,
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          res.resume();
          res.on("error", () => {});
          const status = res.statusCode ?? 0;
          if (status === 200) settle({ kind: "purged" });
          else if (status === 404) settle({ kind: "notCached" });
          else settle({ kind: "refused", error: `${address}${coding ? ` (${coding})` : ""} answered ${status}` });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on("error", (error) => settle({ kind: "unreachable", error: error.message }));
      req.end();
    } catch (error) {
      // An address node:http refuses to send (a character no client sends unescaped).
      settle({ kind: "refused", error: `${address}: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
}

/** Every coding's copy of an address, one after the other: purged when one was, failed when one failed. */
async function purgeAddress(target: URL, address: string, agent: HttpAgent, timeoutMs: number): Promise<Outcome> {
  let purged = false;
  let refused: Outcome | undefined;
  for (const coding of cachedCodings) {
    const outcome = await purgeOne(target, address, coding, agent, timeoutMs);
    if (outcome.kind === "unreachable") return outcome;
    if (outcome.kind === "refused") refused ??= outcome;
    else if (outcome.kind === "purged") purged = true;
  }
  return refused ?? { kind: purged ? "purged" : "notCached" };
}

async function purgeTarget(
  origin: string,
  addresses: readonly string[],
  concurrency: number,
  timeoutMs: number,
): Promise<PurgeReport> {
  const report: PurgeReport = { target: origin, addresses: addresses.length, purged: 0, notCached: 0, failed: 0 };
  const target = new URL(origin);
  const agent =
    target.protocol === "https:"
      ? new HttpsAgent({ keepAlive: true, maxSockets: concurrency })
      : new HttpAgent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  let unreachable = false;
  const worker = async () => {
    while (next < addresses.length && !unreachable) {
      const address = addresses[next++] as string;
      const outcome = await purgeAddress(target, address, agent, timeoutMs);
      if (outcome.kind === "purged") report.purged++;
      else if (outcome.kind === "notCached") report.notCached++;
      else {
        report.failed++;
        report.error ??= outcome.error;
        // Down or not answering: the rest would fail the same way, one deadline each.
        if (outcome.kind === "unreachable") unreachable = true;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, addresses.length) }, worker));
  } finally {
    agent.destroy();
  }
  report.failed += addresses.length - next;
  return report;
}

/**
 * Sends `PURGE <address>` for every address, once per coding nginx keeps, to every target and
 * reports what each did, counting addresses. Never throws: failures are logged (the addresses stay
 * cached until their s-maxage runs out).
 */
export async function purgeCaches(addresses: Iterable<string>, options: PurgeOptions): Promise<PurgeReport[]> {
  const out = options.log ?? log;
  const unique = [...new Set(addresses)].filter((address) => address.startsWith("/"));
  const reports = await Promise.all(
    options.targets.map((target) =>
      purgeTarget(target, unique, options.concurrency ?? 8, options.timeoutMs ?? 3000).catch(
        (error: unknown): PurgeReport => ({
          target,
          addresses: unique.length,
          purged: 0,
          notCached: 0,
          failed: unique.length,
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
    ),
  );
  const site = metrics();
  for (const report of reports) {
    site.purges.inc({ result: "purged" }, report.purged);
    site.purges.inc({ result: "absent" }, report.notCached);
    site.purges.inc({ result: "failed" }, report.failed);
    const counts = `${report.addresses} addresses, ${report.purged} purged, ${report.notCached} not cached`;
    if (report.failed)
      out.warn(
        `[purge] ${report.target}: ${report.failed} of ${report.addresses} addresses not purged (${report.error}); they stay cached until their s-maxage runs out (${counts})`,
      );
    else out.info(`[purge] ${report.target}: ${counts}`);
  }
  return reports;
}
