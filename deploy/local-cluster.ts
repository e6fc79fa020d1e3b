// The deployment of several instances, on one machine and loopback ports, with Debian's packages
// only (README, "Running several instances"): redis-server, N instances of the site (server.ts on
// the same build, sharing Redis, trusting nginx's X-Forwarded-For, purging nginx after the
// webhook) and the nginx front (deploy/nginx/vitrine.conf) in front of them.
//
//   npm run cluster                   # builds like `npm start`, then serves http://127.0.0.1:3000 through nginx
//   npm run cluster -- --no-build --instances 3
//
// nginx listens on HOST:PORT (the site's public address, as `npm start`); the instances, Redis
// and the purge endpoint on free loopback ports. With REDIS_URL set, that Redis is used instead of
// starting one. Ctrl-C stops everything. The end-to-end test (e2e/instances.spec.ts) and the
// benchmark use its parts: `startRedis`, `startNginx`.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createRedis } from "../lib/redis/client.ts";
import { startChild, waitForUrl, type Child } from "../scripts/lib/children.ts";
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
export async function startRedis(dir: string, port: number, options: { echo?: string; maxmemory?: string } = {}): Promise<Service> {
  await mkdir(dir, { recursive: true });
  const args = ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--appendonly", "yes", "--save", "", "--maxmemory", options.maxmemory ?? "256mb", "--maxmemory-policy", "volatile-lru"];
  const child = startChild(redisBinary, args, { echo: options.echo });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.child.exitCode !== null) throw new Error(`redis-server exited (${child.child.exitCode}):\n${child.output()}`);
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
        throw new Error(`redis-server did not answer on ${url}: ${error instanceof Error ? error.message : String(error)}\n${child.output()}`);
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
}

/** Debian's nginx with the site's configuration, everything under a temporary directory removed by `stop`. */
export async function startNginx(options: NginxOptions): Promise<Service & { prefix: string }> {
  const prefix = await mkdtemp(path.join(tmpdir(), "vitrine-nginx-"));
  const config = await writeStandaloneConfig(prefix, { listen: options.listen, serverName: "localhost", upstreams: options.upstreams, purgeListen: options.purgeListen, purgeAllow: ["127.0.0.1"] });
  const child = startChild(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"], { echo: options.echo });
  const url = `http://${options.listen}`;
  const stop = async () => {
    await child.stop();
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/health`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, prefix, process: child, stop };
}

/** The environment an instance of the cluster runs with, on top of the site's own. */
export function instanceEnv(options: { port: number; redisUrl: string; purgeUrl: string }): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    PORT: String(options.port),
    REDIS_URL: options.redisUrl,
    CACHE_PURGE_URL: options.purgeUrl,
    // nginx is the one proxy in front (README, "The nginx front").
    TRUSTED_PROXIES: "1",
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, instances: { type: "string", default: process.env.INSTANCES ?? "2" } } });
  const count = Number(values.instances);
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`--instances must be a whole number from 1 to 16 (got "${values.instances}")`);
  const missing = clusterUnavailable();
  if (missing) throw new Error(missing);
  // The site's configuration, the embedded CMS when WORDPRESS_URL is unset, and the build, as `npm start` does.
  const { loadConfig, runBuild, startBackend } = await import("../scripts/lib/runtime.ts");
  const { buildServiceWorker } = await import("../scripts/lib/service-worker.ts");
  const config = loadConfig();
  const backend = await startBackend(config);
  // Ctrl-C (or SIGTERM) stops every process started here (scripts/lib/children.ts).
  if (!values["no-build"]) {
    const build = runBuild(backend.env);
    const code = await build.exited;
    if (code !== 0) throw new Error(`the build failed (exit code ${code})`);
    await buildServiceWorker(config.serviceWorker);
  }

  let redisUrl = config.redisUrl;
  if (!redisUrl) {
    redisUrl = (await startRedis(path.join(root, ".data", "cluster", "redis"), await freePort(), { echo: "[redis]" })).url;
  }
  const purgeListen = `127.0.0.1:${await freePort()}`;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances = ports.map((port, index) => {
    const child = startChild(process.execPath, serverArgs, {
      cwd: root,
      env: { ...backend.env, NEXT_TELEMETRY_DISABLED: "1", ...instanceEnv({ port, redisUrl, purgeUrl: `http://${purgeListen}` }) },
      echo: `[site ${index + 1}]`,
    });
    return { url: `http://127.0.0.1:${port}`, process: child };
  });
  await Promise.all(instances.map((instance) => waitForUrl(`${instance.url}/api/health`, instance.process)));
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const nginx = await startNginx({ listen: `${host}:${config.port}`, upstreams: instances.map((instance) => instance.url.slice("http://".length)), purgeListen, echo: "[nginx]" });
  console.log(
    [
      "",
      `  Vitrine:    ${nginx.url}  (nginx; public address ${config.siteUrl})`,
      ...instances.map((instance, index) => `  Instance ${index + 1}: ${instance.url}`),
      `  Redis:      ${redisUrl}`,
      `  Purge:      http://${purgeListen}`,
      `  ${backend.describe()}`,
      config.revalidateSecret ? "" : "  (REVALIDATE_SECRET is unset: the webhook /api/revalidate is off)",
      "  Ctrl-C stops everything.",
      "",
    ].join("\n"),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
