// The metrics' own listener (server.ts, METRICS_PORT): GET /metrics answers the process's metrics
// in Prometheus's text format, anything else 404. Bound to loopback unless METRICS_HOST says
// otherwise; the site's public port has no /metrics (its 404 page).
import { createServer, type Server } from "node:http";
import type { SiteMetrics } from "./metrics.ts";

export const metricsPath = "/metrics";

export interface MetricsServerOptions {
  host: string;
  port: number;
  metrics: SiteMetrics;
}

/** Starts the listener; rejects when it cannot listen (the port taken, no such address). */
export async function startMetricsServer({ host, port, metrics }: MetricsServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== metricsPath) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      res.end("Not found: the metrics are at GET /metrics\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        res.end(`The metrics could not be gathered: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Never keeps the process alive on its own: the site's server does.
  server.unref();
  return server;
}
