// The site's server (lib/server/site-server.ts) on a free loopback port, with a stand-in for
// Next.js: for the tests of what it does before Next.js and around its answers.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { requestLimits } from "../config/site.ts";
import { createMetrics, type SiteMetrics } from "../lib/server/metrics.ts";
import type { KnownAddresses } from "../lib/server/request-gate.ts";
import { frameworkScriptHashes } from "../lib/security/inline-hashes.ts";
import { createPolicyMemo, type GuardOptions } from "../lib/server/response-guard.ts";
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

/** Rule settings for tests: two security headers, page policies of the framework's scripts, WordPress up, a fixed status page. */
export function stubGuard(overrides: Partial<GuardOptions> = {}): GuardOptions {
  return {
    siteOrigin: "https://www.example.org",
    baseHeaders: () => [
      { key: "content-security-policy", value: "script-src 'self'" },
      { key: "x-content-type-options", value: "nosniff" },
    ],
    pagePolicy: (html) => `script-src 'self' ${frameworkScriptHashes(html).join(" ")}`,
    pageHeaderPolicy: "frame-ancestors 'none'",
    memo: createPolicyMemo(10),
    wordpressDown: () => false,
    statusAnswer: () => ({
      body: "<!doctype html><h1>Indisponible</h1>",
      contentType: "text/html; charset=utf-8",
      policy: "style-src 'sha256-x'",
    }),
    retryAfterSeconds: 30,
    staleIfErrorSeconds: 86_400,
    staleSharedSeconds: 1,
    ...overrides,
  };
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
