// Building and serving a Next.js app on this Node, with the build's wall time and peak memory (RSS
// of the whole process tree, polled from /proc): the site, served by its production server
// (server.ts), and the blank page, served by `next start`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "../config/env.ts";
import { renderedSiteName, writeBuildRecord } from "../lib/server/build-record.ts";
import { serverArgs } from "../scripts/lib/runtime.ts";
import { buildServiceWorker } from "../scripts/lib/service-worker.ts";
import { peakRss, startChild, waitForUrl, type Child } from "./proc.ts";

export const root = fileURLToPath(new URL("..", import.meta.url));
const nextBin = fileURLToPath(new URL("../node_modules/next/dist/bin/next", import.meta.url));

export interface BuildFigures {
  seconds: number;
  peakRssBytes: number;
}

/** `next build` in `cwd`; throws with the build's output when it fails. */
export async function buildNext(cwd: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  const started = performance.now();
  const build = startChild(process.execPath, [nextBin, "build"], {
    cwd,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const memory = peakRss(build.child.pid!);
  const code = await build.exited;
  const peakRssBytes = memory.stop();
  if (code !== 0) throw new Error(`next build in ${cwd} failed (exit code ${code}):\n${build.output()}`);
  return { seconds: Math.round((performance.now() - started) / 100) / 10, peakRssBytes };
}

/**
 * The site's build in .next, as `npm run build` makes it (scripts/build.ts, and `runBuild` in
 * scripts/lib/runtime.ts): `next build`, the build record naming the SITE_URL of `env`
 * (lib/server/build-record.ts: server.ts serves the build with that SITE_URL only), then the
 * service worker (public/sw.js, which every page registers). The figures are `next build`'s.
 */
export async function buildSite(env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  const config = parseEnv(env);
  const figures = await buildNext(root, env);
  writeBuildRecord(path.join(root, ".next"), {
    siteUrl: config.siteUrl,
    siteName: renderedSiteName(path.join(root, ".next")),
  });
  await buildServiceWorker(config.serviceWorker);
  return figures;
}

/** The site's production server (server.ts) on the build in .next, on 127.0.0.1:port; resolves once `readyPath` answers. */
export async function startSite(port: number, env: NodeJS.ProcessEnv, readyPath = "/api/health"): Promise<Child> {
  const server = startChild(process.execPath, serverArgs, {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  await waitForUrl(`http://127.0.0.1:${port}${readyPath}`, server);
  return server;
}

/** `next start` on 127.0.0.1:port (the blank page); resolves once `readyPath` answers. */
export async function startNext(cwd: string, port: number, env: NodeJS.ProcessEnv, readyPath: string): Promise<Child> {
  const server = startChild(process.execPath, [nextBin, "start", "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  await waitForUrl(`http://127.0.0.1:${port}${readyPath}`, server);
  return server;
}
