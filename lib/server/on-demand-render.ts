// Renders a page again on demand, for the invalidation pipeline (lib/cache/invalidation.ts):
// Next's own on-demand revalidation, asked of this server over loopback. A request carrying the
// build's `x-prerender-revalidate` secret makes Next render the page at once, reading WordPress
// without its data cache, and store it only when the render succeeded; a failed render leaves the
// page's cached copy as it was, and so does a page rendered degraded (lib/cache/degraded-copy.ts:
// it counts as WordPress unavailable, tried again). The server answers it as it would a visitor (the proxy, rewrites,
// the response guard: WordPress down is the site's 503), but never from or into its memory of
// pages (lib/server/page-memory.ts, `plainRequest`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDegradedCopy } from "../cache/degraded-copy.ts";
import type { RenderOutcome } from "../cache/invalidation.ts";

/** The header of Next's on-demand revalidation. */
export const onDemandHeader = "x-prerender-revalidate";

/** The build's secret for on-demand revalidation (`.next/prerender-manifest.json`), or undefined. */
export function onDemandSecret(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
      preview?: { previewModeId?: unknown };
    };
    const id = manifest.preview?.previewModeId;
    return typeof id === "string" && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The outcome a status stands for. */
export function outcomeOf(status: number): RenderOutcome {
  if (status === 503) return "unavailable";
  if (status >= 500) return "failed";
  if (status === 404 || status === 410 || (status >= 300 && status < 400)) return "gone";
  return status >= 200 && status < 300 ? "rendered" : "gone";
}

export interface OnDemandRenderOptions {
  /** This server's own origin on loopback, e.g. http://127.0.0.1:3000. */
  origin: string;
  secret: string;
  /** Longest wait for one render. */
  timeoutMs: number;
}

export function onDemandRenderer(options: OnDemandRenderOptions): (address: string) => Promise<RenderOutcome> {
  return async (address) => {
    try {
      const response = await fetch(new URL(address, options.origin), {
        headers: { [onDemandHeader]: options.secret, accept: "text/html" },
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Read to the end: the page is stored by then (unless degraded: WordPress failed a part of it).
      const body = Buffer.from(await response.arrayBuffer());
      const outcome = outcomeOf(response.status);
      return outcome === "rendered" && isDegradedCopy(body) ? "unavailable" : outcome;
    } catch {
      return "failed";
    }
  };
}

/** The loopback origin of a server listening on host:port (any address: loopback). */
export function loopbackOrigin(host: string, port: number): string {
  const address = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
}
