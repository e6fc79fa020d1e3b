// The site's server (lib/server/site-server.ts) on a free loopback port, with a stand-in for
// Next.js: for the tests of what it does before Next.js and around its answers.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { requestLimits } from "../config/site.ts";
import { createMetrics, type SiteMetrics } from "../lib/server/metrics.ts";
import type { KnownAddresses } from "../lib/server/request-gate.ts";
import type { GuardOptions } from "../lib/server/response-guard.ts";
import { statusAnswer } from "../lib/server/site-guard.ts";
import { createSiteServer, type SiteServerDeps } from "../lib/server/site-server.ts";

export type NextStandIn = (req: IncomingMessage, res: ServerResponse) => void;

export interface RunningSite {
  origin: string;
  port: number;
  server: Server;
  metrics: SiteMetrics;
  close(): Promise<void>;
}

/** Every address the build could have: the gate sends every request on. */
export const everyAddress: KnownAddresses = { has: () => true, size: () => undefined };

/** Starts the site's server with `handle` as Next.js, on a free port of 127.0.0.1. */
export async function startSite(
  handle: NextStandIn,
  guard: GuardOptions,
  deps: Partial<Omit<SiteServerDeps, "handle" | "guard">> = {},
): Promise<RunningSite> {
  const metrics = deps.metrics ?? createMetrics();
  const server = createSiteServer({
    handle,
    guard,
    statusPage: statusAnswer,
    knownAddresses: everyAddress,
    limits: requestLimits,
    clientAddress: (req) => req.socket.remoteAddress ?? "unknown",
    ...deps,
    metrics,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    server,
    metrics,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
