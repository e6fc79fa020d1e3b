// The deployment of several instances, on one machine and loopback ports, with Debian's packages
// only (docs/operations/several-instances.md): redis-server, N instances of the site (server.ts on
// the same build, sharing Redis, trusting nginx's X-Forwarded-For, purging nginx after the
// webhook) and the nginx front (deploy/nginx/vitrine.conf) in front of them.
//
//   npm run cluster                   # builds like `npm start`, then serves http://127.0.0.1:3000 through nginx
//   npm run cluster -- --no-build --instances 3
//
// nginx listens on HOST:PORT (the site's public address, as `npm start`); the instances, Redis
// and the purge endpoint on free loopback ports, every instance with the public address as
// SITE_URL, the one the build is rendered for. With REDIS_URL set, that Redis is used instead of
// starting one. Ctrl-C or SIGTERM stops everything and removes nginx's temporary directory (the
// npm script `exec`s this one, so that npm passes SIGTERM on to it, not to a shell that would
// leave it running). e2e/cluster.spec.ts runs `npm run cluster` itself; e2e/instances.spec.ts and
// the benchmark use its parts: `startRedis`, `startNginx`.
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createRedis } from "../lib/redis/client.ts";
import { buildMismatch } from "../lib/server/build-record.ts";
import { onInterrupt, startChild, temporaryDirectory, waitForUrl, type Child } from "../scripts/lib/children.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { serverArgs } from "../scripts/lib/runtime.ts";
import { nginxBinary, purgeModule, writeStandaloneConfig } from "./nginx/render.ts";

/** Debian's redis-server (apt-get install redis-server). */
export const redisBinary = "/usr/bin/redis-server";
const root = fileURLToPath(new URL("..", import.meta.url));

/** Why the cluster cannot run on this machine, or null when it can. */
export function clusterUnavailable(): string | null {
  for (const [file, name] of [
    [redisBinary, "redis-server"],
    [nginxBinary, "nginx"],
    [purgeModule, "libnginx-mod-http-cache-purge"],
  ] as const) {
    if (!existsSync(file)) return `${file} is not installed (apt-get install ${name})`;
  }
  return null;
}

export interface Service {
  /** Its address: redis://… for Redis, http://… for the others. */
  url: string;
  process: Child;
  /** Stops it (SIGTERM) and waits until it has, then removes its files when they were temporary. */
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on 127.0.0.1:port, its data in `dir` (append-only file: the contact
 * outbox kept there survives a restart). Only keys with a lifetime (the cache's entries) are
 * evicted when `maxmemory` is reached, never the waiting messages.
 */
export async function startRedis(
  dir: string,
  port: number,
  options: { echo?: string; maxmemory?: string } = {},
): Promise<Service> {
  await mkdir(dir, { recursive: true });
  const args = [
    "--bind",
    "127.0.0.1",
    "--port",
    String(port),
    "--dir",
    dir,
    "--appendonly",
    "yes",
    "--save",
    "",
    "--maxmemory",
    options.maxmemory ?? "256mb",
    "--maxmemory-policy",
    "volatile-lru",
  ];
  const child = startChild(redisBinary, args, { echo: options.echo });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.child.exitCode !== null)
      throw new Error(`redis-server exited (${child.child.exitCode}):\n${child.output()}`);
    const client = createRedis(url).on("error", () => {});
    try {
      await client.connect();
      await client.ping();
      client.destroy();
      break;
    } catch (error) {
      if (client.isOpen) client.destroy();
      if (Date.now() > deadline) {
        await child.stop();
        throw new Error(
          `redis-server did not answer on ${url}: ${error instanceof Error ? error.message : String(error)}\n${child.output()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return { url, process: child, stop: async () => void (await child.stop()) };
}

export interface NginxOptions {
  /** address:port nginx listens on. */
  listen: string;
  /** The instances, host:port each. */
  upstreams: string[];
  /** address:port of the purge endpoint: the instances' CACHE_PURGE_URL is http://<purgeListen>. */
  purgeListen: string;
  echo?: string;
  /** The environment the instances run with, for nginx's own answers' headers and site name (default: this process's). */
  environment?: Record<string, string | undefined>;
  siteName?: string;
}

/**
 * Debian's nginx with the site's configuration, everything under a temporary directory removed by
 * `stop` (or when the script ends, however it ends).
 */
export async function startNginx(options: NginxOptions): Promise<Service & { prefix: string }> {
  const dir = await temporaryDirectory("vitrine-nginx-");
  const prefix = dir.path;
  let child: Child | undefined;
  const stop = async () => {
    await child?.stop();
    await dir.remove();
  };
  try {
    const config = await writeStandaloneConfig(prefix, {
      listen: options.listen,
      serverName: "localhost",
      upstreams: options.upstreams,
      purgeListen: options.purgeListen,
      purgeAllow: ["127.0.0.1"],
      environment: options.environment,
      siteName: options.siteName,
    });
    child = startChild(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"], {
      echo: options.echo,
    });
    await waitForUrl(`http://${options.listen}/api/health`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://${options.listen}`, prefix, process: child, stop };
}

/**
 * The environment an instance of the cluster runs with, on top of the site's own. `siteUrl` is the
 * public address nginx serves, the one the build was rendered for (each instance has its own
 * port, but not its own address: server.ts refuses to serve the build with another).
 */
export function instanceEnv(options: {
  port: number;
  siteUrl: string;
  redisUrl: string;
  purgeUrl: string;
  /** Its metrics' own loopback port (docs/operations/logs-and-metrics.md); none: no metrics. */
  metricsPort?: number;
}): Record<string, string> {
  return {
    ...(options.metricsPort === undefined
      ? {}
      : { METRICS_PORT: String(options.metricsPort), METRICS_HOST: "127.0.0.1" }),
    HOST: "127.0.0.1",
    PORT: String(options.port),
    SITE_URL: options.siteUrl,
    REDIS_URL: options.redisUrl,
    CACHE_PURGE_URL: options.purgeUrl,
    // nginx is the one proxy in front (docs/operations/nginx.md).
    TRUSTED_PROXIES: "1",
  };
}

/** Why `--no-build` cannot serve the build in `distDir` at `siteUrl` (none there, or one made for another address), or null. */
export function unservableBuild(distDir: string, siteUrl: string): string | null {
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    return [
      "There is no build in .next to serve (--no-build).",
      "Run npm run cluster without --no-build (it builds first), or npm run build.",
    ].join("\n");
  }
  return buildMismatch(distDir, siteUrl);
}

/** Why nothing can listen on host:port (in use, or no such address), or null when it can. */
async function unavailableAddress(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === "EADDRINUSE"
          ? `port ${port} is already in use on ${host}; set PORT to a free port or stop what uses it`
          : `nginx cannot listen on ${host}:${port} (${error.code ?? error.message}); set HOST and PORT`,
      ),
    );
    server.listen(port, host, () => server.close(() => resolve(null)));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      instances: { type: "string", default: process.env.INSTANCES ?? "2" },
    },
  });
  const count = Number(values.instances);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`--instances must be a whole number from 1 to 16 (got "${values.instances}")`);
  const missing = clusterUnavailable();
  if (missing) throw new Error(missing);
  // The site's configuration, the embedded CMS when WORDPRESS_URL is unset, and the build, as `npm start` does.
  const { loadConfig, runBuild, startBackend } = await import("../scripts/lib/runtime.ts");
  const { buildServiceWorker } = await import("../scripts/lib/service-worker.ts");
  const config = loadConfig();
  // The public address: nginx on HOST:PORT, SITE_URL (default http://localhost:PORT). The build
  // is rendered for it and every instance serves it, each on its own port.
  const siteUrl = config.siteUrl;
  const distDir = path.join(root, ".next");
  if (values["no-build"]) {
    const problem = unservableBuild(distDir, siteUrl);
    if (problem) throw new Error(problem);
  }
  const unavailable = await unavailableAddress(config.host, config.port);
  if (unavailable) throw new Error(unavailable);

  // Ctrl-C or SIGTERM, an error, or a step that fails: what was started stops in the reverse
  // order (nginx, the instances, Redis, then the build and the embedded CMS), each finishing its
  // own stop; nginx's temporary directory goes with it.
  const started: Array<() => Promise<unknown>> = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (let stop = started.pop(); stop; stop = started.pop()) {
        await stop().catch((error: unknown) =>
          console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    })());
  onInterrupt(async () => {
    console.log("\n  Stopping what the cluster started…");
    await stopAll();
    return 0;
  });
  const run = async () => {
    const backend = await startBackend(config);
    const { cms } = backend;
    if (cms) started.push(() => cms.close());
    if (stopping) return;
    if (!values["no-build"]) {
      const build = runBuild({ ...backend.env, SITE_URL: siteUrl });
      started.push(() => stopProcess(build.child, build.exited));
      const code = await build.exited;
      if (stopping) return;
      if (code !== 0) throw new Error(`the build failed (exit code ${code}); nothing is served`);
      await buildServiceWorker(config.serviceWorker);
    }

    let redisUrl = config.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis(path.join(root, ".data", "cluster", "redis"), await freePort(), {
        echo: "[redis]",
      });
      started.push(() => redis.stop());
      redisUrl = redis.url;
    }
    if (stopping) return;
    const purgeListen = `127.0.0.1:${await freePort()}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    // Each instance's metrics on a loopback port of its own, for Prometheus to scrape each.
    const metricsPorts = await Promise.all(ports.map(() => freePort()));
    const instances = ports.map((port, index) => {
      const child = startChild(process.execPath, serverArgs, {
        cwd: root,
        env: {
          ...backend.env,
          NEXT_TELEMETRY_DISABLED: "1",
          ...instanceEnv({
            port,
            siteUrl,
            redisUrl,
            purgeUrl: `http://${purgeListen}`,
            metricsPort: metricsPorts[index],
          }),
        },
        echo: `[site ${index + 1}]`,
      });
      return {
        url: `http://127.0.0.1:${port}`,
        metrics: `http://127.0.0.1:${metricsPorts[index]}/metrics`,
        process: child,
      };
    });
    started.push(() => Promise.all(instances.map((instance) => instance.process.stop())));
    await Promise.all(instances.map((instance) => waitForUrl(`${instance.url}/api/health`, instance.process)));
    if (stopping) return;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    const nginx = await startNginx({
      listen: `${host}:${config.port}`,
      upstreams: instances.map((instance) => instance.url.slice("http://".length)),
      purgeListen,
      echo: "[nginx]",
    });
    started.push(() => nginx.stop());
    if (stopping) return;
    console.log(
      [
        "",
        `  Vitrine:    ${nginx.url}  (nginx; public address ${siteUrl})`,
        ...instances.map(
          (instance, index) => `  Instance ${index + 1}: ${instance.url}  (metrics ${instance.metrics})`,
        ),
        `  Redis:      ${redisUrl}`,
        `  Purge:      http://${purgeListen}`,
        `  ${backend.describe()}`,
        `  Prometheus: scrape ${instances.map((instance) => instance.metrics.replace(/^http:\/\/|\/metrics$/g, "")).join(", ")} (docs/operations/logs-and-metrics.md)`,
        config.revalidateSecret ? "" : "  (REVALIDATE_SECRET is unset: the webhook /api/revalidate is off)",
        "  Ctrl-C stops everything.",
        "",
      ].join("\n"),
    );
  };
  try {
    await run();
  } catch (error) {
    // A stop under way (Ctrl-C during the start) ends the run itself, without this error.
    if (stopping) return;
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll();
    process.exit(1);
  }
}

/** SIGTERM to a process spawned outside startChild (the build), and its end: 10 s at most, then SIGKILL. */
async function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
