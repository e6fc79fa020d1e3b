// The site's production server: the build in .next, served by Next.js behind the site's server
// (lib/server/site-server.ts; docs/developers/architecture.md, "The site's server").
// `npm start` and `npm run serve` run it (scripts/start.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageCaching, requestLimits } from "./config/site.ts";
import { clientAddressResolver } from "./lib/server/client-address.ts";
import { metrics } from "./lib/server/metrics.ts";
import { consoleToLog, quietOutageErrors } from "./lib/server/outage-errors.ts";
import { createPageFiles, keepPageFilesSwept } from "./lib/cache/page-files.ts";
import { createPageMemory, registerPageMemory } from "./lib/server/page-memory.ts";
import { buildAddresses } from "./lib/server/request-gate.ts";
import { siteGuard, statusAnswer } from "./lib/server/site-guard.ts";
import {
  checkBuild,
  closeOnSignals,
  listen,
  nextHostname,
  readSettings,
  recordBuildInfo,
  registerEditPipeline,
  siteAddressBook,
  startMetrics,
  takeUpEdits,
} from "./lib/server/site-process.ts";
import { createSiteServer } from "./lib/server/site-server.ts";
import { searchApi, searchApiPath } from "./lib/search/api.ts";
import { searchIndex } from "./lib/search/index-holder.ts";
import { missingPageLanguage } from "./lib/routing/page-address.ts";
import { heldRouteTable } from "./lib/wordpress/route-table-holder.ts";

const config = readSettings();
const dir = fileURLToPath(new URL(".", import.meta.url));
const nextDir = path.join(dir, ".next");
checkBuild(nextDir, config);
// React and Next.js choose their production code when loaded: the environment says so first.
(process.env as Record<string, string | undefined>).NODE_ENV = "production";
// instrumentation.ts starts the site's background work (the contact outbox) in this server only.
process.env.SITE_SERVER = "1";
// Next.js's lines go to the log: an outage's failed render said once by its own line, a bug with its stack.
quietOutageErrors();
consoleToLog();
const { default: next } = await import("next");
const app = next({ dev: false, dir, hostname: nextHostname(config.host), port: config.port });
await app.prepare();

// Emptied and refreshed by the edit pipeline; emptied too when another instance sharing Redis revalidates.
// The nginx front's page files (lib/cache/page-files.ts), written beside its purge server.
const pageFiles = config.cachePurgeUrls.length ? createPageFiles({ targets: config.cachePurgeUrls }) : undefined;
const memory = registerPageMemory(
  createPageMemory({ ttlMs: pageCaching.memorySeconds * 1000, maxBytes: pageCaching.memoryBytes, files: pageFiles }),
);
if (pageFiles) keepPageFilesSwept(pageFiles);
const addressBook = siteAddressBook(config);
const journal = registerEditPipeline(config, nextDir, memory, addressBook, pageFiles);
recordBuildInfo(metrics(), dir);

const server = createSiteServer({
  handle: app.getRequestHandler(),
  guard: siteGuard(),
  statusPage: statusAnswer,
  knownAddresses: buildAddresses(nextDir, path.join(dir, "public")),
  limits: requestLimits,
  clientAddress: clientAddressResolver(config.trustedProxies),
  memory,
  addressBook,
  ownAnswers: [{ path: searchApiPath, answer: searchApi, version: () => searchIndex().version() }],
  // The route table the proxy reads, once it has made it: the same answer for an unknown page, without Next.js.
  missingPage: async (url) => {
    const table = heldRouteTable();
    return table ? missingPageLanguage(url, (language, path) => table.lookup(language, path)) : null;
  },
});
await startMetrics(config.metrics, metrics());
listen(server, config.host, config.port);
// The edits a stop left half done go through again.
if (journal) server.once("listening", () => void takeUpEdits(config, journal));
closeOnSignals(server);
