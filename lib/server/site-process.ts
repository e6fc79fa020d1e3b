// The steps of the production server's process (server.ts) around the site's server: its
// settings, the build it serves, an edit's way through every copy of a page, its metrics, its end.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { parseEnv, ConfigurationError, type Env } from "../../config/env.ts";
import {
  cachePurge,
  editJournal,
  invalidationTimings,
  languages,
  newsFeedPaths,
  offlinePaths,
  searchIndexPath,
} from "../../config/site.ts";
import { createEditJournal, type EditJournal } from "../cache/edit-journal.ts";
import { createInvalidation, registerInvalidation } from "../cache/invalidation.ts";
import { marksApplied } from "../cache/next-tags.ts";
import { cachedAddresses, purgeCaches, type AddressBook } from "../cache/purge.ts";
import { redisAddressMirror } from "../cache/shared-addresses.ts";
import { agendaCalendarPath } from "../routing/calendar-address.ts";
import { searchIndex } from "../search/index-holder.ts";
import { sitePath } from "../site-paths.ts";
import { availability } from "../wordpress/availability.ts";
import { lastKnownSiteName, rememberSiteName } from "../wordpress/site-name.ts";
import { buildMismatch, readBuildRecord, thirdPartyMismatch, thirdPartySettings } from "./build-record.ts";
import { logger } from "./log.ts";
import type { SiteMetrics } from "./metrics.ts";
import { startMetricsServer } from "./metrics-server.ts";
import { loopbackOrigin, onDemandRenderer, onDemandSecret } from "./on-demand-render.ts";
import type { PageFiles } from "../cache/page-files.ts";
import type { PageMemory } from "./page-memory.ts";

/** Stops the process with a message, before any log line. */
function exitWith(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** The settings from the environment; a wrong one stops the process, saying why. */
export function readSettings(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return exitWith(error.message);
  }
}

/** Stops the process unless the build in `nextDir` was made for these settings; takes the site's name it carries. */
export function checkBuild(nextDir: string, config: Env): void {
  const mismatch = buildMismatch(nextDir, config.siteUrl) ?? thirdPartyMismatch(nextDir, thirdPartySettings(config));
  if (mismatch) exitWith(mismatch);
  // The site's name the build's pages carry, for the status pages until a render reads WordPress's options.
  const builtName = readBuildRecord(nextDir)?.siteName;
  if (builtName && !lastKnownSiteName()) rememberSiteName(builtName);
}

/** What nginx may cache, with CACHE_PURGE_URL set: shared with the other instances through Redis when they share one. */
export function siteAddressBook(config: Env): AddressBook | null {
  if (!config.cachePurgeUrls.length) return null;
  const mirror = config.redisUrl ? redisAddressMirror(cachePurge.addressBookSize) : undefined;
  return cachedAddresses(cachePurge.addressBookSize, mirror);
}

/**
 * An edit's path through every copy of a page (lib/cache/invalidation.ts), started by the webhook's
 * route; the journal of the edits it has not taken through yet, or undefined without a pipeline.
 */
export function registerEditPipeline(
  config: Env,
  nextDir: string,
  memory: PageMemory,
  addressBook: AddressBook | null,
  pageFiles?: PageFiles,
): EditJournal | undefined {
  const cacheLog = logger("cache");
  // The pipeline sums the purges up; a failed one is said at once.
  const quietPurge = { info: () => {}, warn: (message: string) => cacheLog.warn(message) };
  const secret = onDemandSecret(nextDir);
  if (!secret) {
    cacheLog.warn(
      "the build has no on-demand revalidation secret (.next/prerender-manifest.json): an edit shows as Next renders each page again, and nginx keeps its copies until their s-maxage",
    );
    return;
  }
  const { renderTimeoutMs } = invalidationTimings;
  const steps = {
    marksApplied,
    render: onDemandRenderer({ origin: loopbackOrigin(config.host, config.port), secret, timeoutMs: renderTimeoutMs }),
    clearMemory: () => memory.clear(),
    forget: (address: string) => memory.forget(address),
    // The front's copies of a page go together: its cached copies and its files.
    purge: async (addresses: string[]) => {
      if (!config.cachePurgeUrls.length) return undefined;
      const [report] = await Promise.all([
        purgeCaches(addresses, {
          targets: config.cachePurgeUrls,
          concurrency: cachePurge.concurrency,
          timeoutMs: cachePurge.timeoutMs,
          log: quietPurge,
        }),
        pageFiles?.remove(addresses),
      ]);
      return report;
    },
    frontAddresses: async () => (addressBook ? addressBook.all() : []),
    refreshSearch: () => searchIndex().refresh(),
  };
  const journal = createEditJournal(path.join(nextDir, "cache", editJournal.file), {
    maxEntries: editJournal.maxEntries,
    log: cacheLog,
  });
  registerInvalidation(
    createInvalidation(steps, { fixedPaths: fixedPaths(), searchIndexPath, journal, ...invalidationTimings }),
  );
  return journal;
}

/**
 * The edits the previous run of this instance took in and did not take through every copy
 * (stopped meanwhile), sent to its own webhook again once WordPress answers (the site's paths are
 * read from it: while it is down, a restarted instance does not know them); kept in the journal
 * until then. Call once the server listens.
 */
export async function takeUpEdits(
  config: Env,
  journal: EditJournal,
  wordpressUp: () => Promise<boolean> = async () => (await availability().check()).up,
): Promise<void> {
  const bodies = journal.take();
  if (!bodies.length) return;
  // This run's from now on: kept through another stop, emptied once its pipeline is done.
  for (const body of bodies) journal.record(body);
  const log = logger("cache");
  const count = `${bodies.length} edit${bodies.length === 1 ? "" : "s"}`;
  const secret = config.revalidateSecret;
  if (!secret)
    return log.warn(`[invalidation] ${count} left by the last run, and no REVALIDATE_SECRET to take them in`);
  while (!(await wordpressUp())) await new Promise((resolve) => setTimeout(resolve, editJournal.waitMs));
  log.info(`[invalidation] ${count} the last run did not take through every copy: taken in again`);
  const webhook = `${loopbackOrigin(config.host, config.port)}/api/revalidate`;
  for (const body of bodies) {
    const answer = await fetch(webhook, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(invalidationTimings.renderTimeoutMs),
    }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (answer !== 200)
      log.warn(`[invalidation] an edit left by the last run was not taken in (${answer}): kept for the next start`);
  }
}

/** The addresses every edit renders again: the home pages, offline pages, calendars and feeds. */
function fixedPaths(): string[] {
  return [
    ...languages.map((language) => sitePath(language)),
    ...Object.values(offlinePaths),
    ...languages.map(agendaCalendarPath),
    ...Object.values(newsFeedPaths).flatMap((feeds) => [feeds.rss, feeds.atom]),
  ];
}

/** The build served and the site's version, as labels of an info gauge. */
export function recordBuildInfo(metrics: SiteMetrics, dir: string): void {
  const buildId = readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8").trim();
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  metrics.buildInfo.set({ build_id: buildId, version }, 1);
}

const hostOf = (host: string) => (host.includes(":") ? `[${host}]` : host);

/** The metrics on a listener of their own (METRICS_PORT), never on the public port. */
export async function startMetrics(settings: Env["metrics"], metrics: SiteMetrics): Promise<void> {
  if (!settings) return;
  const { host, port } = settings;
  const log = logger("server");
  await startMetricsServer({ host, port, metrics }).then(
    () => log.info(`metrics at http://${hostOf(host)}:${port}/metrics`),
    (error: unknown) =>
      log.error(
        `no metrics: nothing can listen on ${host}:${port} (${error instanceof Error ? error.message : String(error)}); set METRICS_PORT to a free port`,
      ),
  );
}

/** Listens on HOST:PORT, then builds the search index before the first query needs it. */
/**
 * The host name Next.js is told it serves on: `localhost` for a loopback address, as Next.js
 * writes a proxy rewrite's address (vercel/next.js#94745). It serves a rewrite itself only when
 * its origin is this one, and proxies it over HTTP to the instance otherwise (the 404 page's).
 */
export function nextHostname(host: string): string {
  return /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host) ? "localhost" : host;
}

export function listen(server: Server, host: string, port: number): void {
  server.listen(port, host, () => {
    logger("server").info(`Vitrine listening on http://${hostOf(host)}:${port}`);
    void searchIndex().engine(languages[0]);
  });
}

/** On SIGINT or SIGTERM: no new connection, the answers under way finished, at most 5 s. */
export function closeOnSignals(server: Server): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}
