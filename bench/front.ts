// The site behind the shipped nginx front: deploy/nginx/vitrine.conf, filled and run on its own by
// deploy/nginx/render.ts (as e2e/nginx.spec.ts does) in Debian's nginx, on loopback. The site's file
// is included unchanged; the surrounding nginx.conf gets the static baseline's process and
// connection settings (bench/static-server.ts, `nginxSettings`), so that "behind nginx" and
// "nginx static" differ only by what vitrine.conf does.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nginxBinary, purgeModule, writeStandaloneConfig } from "../deploy/nginx/render.ts";
import { answers200, startChild, waitForUrl, type Child } from "./proc.ts";
import { describeNginxSettings, nginxSettings, nginxVersion } from "./static-server.ts";

export interface Front {
  /** e.g. "nginx 1.22.1 (Debian) with deploy/nginx/vitrine.conf, 1 worker process, …" */
  name: string;
  origin: string;
  /** Its purge endpoint (the site's CACHE_PURGE_URL). */
  purgeOrigin: string;
  process: Child;
  /** Removes the front's copy of `pathname` in one coding ("br", "gzip", or null: the uncompressed copy); true when there was one. */
  purge(pathname: string, coding: "br" | "gzip" | null): Promise<boolean>;
  /** Stops nginx and removes its directory (configuration, cache, logs). */
  stop(): Promise<void>;
}

/** Why the front cannot run on this machine, or null when it can. */
export function frontUnavailable(): string | null {
  if (!existsSync(nginxBinary))
    return `${nginxBinary} is not installed (apt-get install nginx libnginx-mod-http-cache-purge)`;
  if (!existsSync(purgeModule))
    return `${purgeModule} is not installed (apt-get install libnginx-mod-http-cache-purge)`;
  return null;
}

type Settings = { workerProcesses: number; workerConnections: number; http: readonly string[] };

/**
 * The standalone nginx.conf of deploy/nginx/render.ts with `settings`: its worker count and
 * connections replaced, the `http` block's directives of the same names replaced by the
 * settings' (added at the top of the block). Throws when the configuration has no such places
 * (render.ts changed its layout): the comparison would no longer hold.
 */
export function withNginxSettings(config: string, settings: Settings = nginxSettings): string {
  const replace = (text: string, pattern: RegExp, replacement: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`the front's nginx.conf has no ${what}: bench/front.ts needs updating`);
    return text.replace(pattern, replacement);
  };
  let out = replace(
    config,
    /^worker_processes\s+[^;]+;$/m,
    `worker_processes ${settings.workerProcesses};`,
    "worker_processes line",
  );
  out = replace(
    out,
    /^(\s*)worker_connections\s+\d+;$/m,
    `$1worker_connections ${settings.workerConnections};`,
    "worker_connections line",
  );
  const names = settings.http.map((directive) => directive.split(/\s/, 1)[0]);
  const start = out.search(/^http \{$/m);
  if (start < 0) throw new Error("the front's nginx.conf has no `http {` line: bench/front.ts needs updating");
  const head = out.slice(0, start);
  // Only the main file's own lines: the site's file (included) is left as it is.
  const body = out
    .slice(start)
    .split("\n")
    .filter((line) => !names.includes(line.trim().split(/\s/, 1)[0] ?? ""))
    .join("\n")
    .replace(/^http \{$/m, ["http {", ...settings.http.map((directive) => `    ${directive}`)].join("\n"));
  return head + body;
}

/** Debian's nginx with the shipped configuration on 127.0.0.1:port, in front of the site on `upstreamPort` (or each instance of several). */
export async function startFront(port: number, upstreamPort: number | number[], purgePort: number): Promise<Front> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), "vitrine-bench-front-"));
  const config = await writeStandaloneConfig(prefix, {
    listen: `127.0.0.1:${port}`,
    serverName: "localhost",
    upstreams: [upstreamPort].flat().map((upstream) => `127.0.0.1:${upstream}`),
    purgeListen: `127.0.0.1:${purgePort}`,
    purgeAllow: ["127.0.0.1"],
  });
  await writeFile(config, withNginxSettings(await readFile(config, "utf8")));
  const server = startChild(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${origin}/api/health`, server, 15_000);
  } catch (error) {
    await server.stop();
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    name: `nginx ${nginxVersion(nginxBinary)} (Debian) with deploy/nginx/vitrine.conf, ${describeNginxSettings()}`,
    origin,
    purgeOrigin: `http://127.0.0.1:${purgePort}`,
    process: server,
    async purge(pathname, coding) {
      const response = await fetch(`http://127.0.0.1:${purgePort}${pathname}`, {
        method: "PURGE",
        headers: coding ? { "x-vitrine-coding": coding } : {},
      });
      await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 404)
        throw new Error(`PURGE ${pathname} (${coding ?? "identity"}) answered ${response.status}`);
      return response.status === 200;
    },
    async stop() {
      await server.stop();
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** The front's X-Cache-Status for one GET of `pathname` (HIT, MISS, …), or "none"; throws unless 200. */
export async function cacheStatus(
  origin: string,
  pathname: string,
  acceptEncoding: string | null = null,
): Promise<string> {
  return (
    (
      await answers200(
        `${origin}${pathname}`,
        acceptEncoding ? { "accept-encoding": acceptEncoding } : { "accept-encoding": "identity" },
      )
    ).get("x-cache-status") ?? "none"
  );
}
