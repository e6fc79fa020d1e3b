// Fills the placeholders of deploy/nginx/vitrine.conf, and writes a whole nginx configuration that
// runs it on its own (Debian's nginx as the current user, every file under one directory: the
// end-to-end test and the benchmark use it).
//
//   npm run --silent nginx:config -- --server-name www.example.org --upstream 127.0.0.1:3000 \
//     --upstream 127.0.0.1:3002 > /etc/nginx/sites-available/vitrine
//
// prints the site's file for /etc/nginx/sites-available (README.md, "The nginx front").
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const templatePath = fileURLToPath(new URL("./vitrine.conf", import.meta.url));
/** Debian's nginx and its cache-purge module (libnginx-mod-http-cache-purge). */
export const nginxBinary = "/usr/sbin/nginx";
export const purgeModule = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";

export interface SiteConfigOptions {
  /** address:port or port of the public server, e.g. "80" or "127.0.0.1:8080". */
  listen: string;
  /** The site's host names, space-separated. */
  serverName: string;
  /** The site instances, host:port each. */
  upstreams: string[];
  /** The cache directory (writable by nginx's workers). */
  cachePath: string;
  /** address:port of the purge endpoint, on loopback: the site's CACHE_PURGE_URL. */
  purgeListen: string;
  /** Addresses (or CIDR ranges) allowed to purge. */
  purgeAllow: string[];
}

export const defaults: Omit<SiteConfigOptions, "serverName"> = {
  listen: "80",
  upstreams: ["127.0.0.1:3000"],
  cachePath: "/var/cache/nginx/vitrine",
  purgeListen: "127.0.0.1:8079",
  purgeAllow: ["127.0.0.1", "::1"],
};

/** A value goes into nginx's syntax as is: nothing that could end a directive or start another. */
function word(name: string, value: string): string {
  if (!/^[^\s;{}#'"$\\]+$/.test(value)) throw new Error(`${name}: "${value}" is not a single nginx word (no spaces, quotes, ; { } # $ or \\)`);
  return value;
}

function list(name: string, values: readonly string[]): string[] {
  if (values.length === 0) throw new Error(`${name}: at least one value is needed`);
  return values.map((value) => word(name, value));
}

/** The template with its placeholders filled: lines holding a list placeholder are repeated, one per value. */
export function renderSiteConfig(template: string, options: SiteConfigOptions): string {
  const single: Record<string, string> = {
    LISTEN: word("listen", options.listen),
    SERVER_NAME: list("server name", options.serverName.trim().split(/\s+/).filter(Boolean)).join(" "),
    CACHE_PATH: word("cache path", options.cachePath),
    PURGE_LISTEN: word("purge listen", options.purgeListen),
  };
  const repeated: Record<string, string[]> = { UPSTREAM: list("upstream", options.upstreams), PURGE_ALLOW: list("purge allow", options.purgeAllow) };
  const lines = template.split("\n").flatMap((line) => {
    // Comments keep their placeholders: they document them.
    if (line.trimStart().startsWith("#")) return [line];
    const name = Object.keys(repeated).find((key) => line.includes(`{{${key}}}`));
    const copies = name ? (repeated[name] as string[]).map((value) => line.replace(`{{${name}}}`, value)) : [line];
    return copies.map((copy) => copy.replace(/\{\{([A-Z_]+)\}\}/g, (match, key: string) => single[key] ?? match));
  });
  const left = lines.filter((line) => !line.trimStart().startsWith("#") && /\{\{[A-Z_]+\}\}/.test(line));
  if (left.length) throw new Error(`placeholders left unfilled: ${left.map((line) => line.trim()).join(" | ")}`);
  return lines.join("\n");
}

/**
 * A whole nginx.conf running `siteConfigFile` on its own: the purge module loaded, pid, logs and
 * temporary files under `prefix`, one worker, for `nginx -p <prefix> -c <prefix>/nginx.conf`.
 */
export function renderStandaloneConfig(prefix: string, siteConfigFile: string): string {
  const under = (name: string) => path.join(prefix, name);
  // Run as root (a container), nginx would hand its workers to "nobody", who cannot read the prefix.
  const asRoot = process.getuid?.() === 0;
  return [
    "# Written by deploy/nginx/render.ts: the site's configuration on its own nginx.",
    `load_module ${purgeModule};`,
    ...(asRoot ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${under("nginx.pid")};`,
    `error_log ${under("logs/error.log")} warn;`,
    "events {",
    "    worker_connections 1024;",
    "}",
    "http {",
    `    access_log ${under("logs/access.log")};`,
    `    client_body_temp_path ${under("temp/body")};`,
    `    proxy_temp_path ${under("temp/proxy")};`,
    `    fastcgi_temp_path ${under("temp/fastcgi")};`,
    `    uwsgi_temp_path ${under("temp/uwsgi")};`,
    `    scgi_temp_path ${under("temp/scgi")};`,
    `    include ${siteConfigFile};`,
    "}",
    "",
  ].join("\n");
}

/**
 * Writes `vitrine.conf` (the template filled with `options`, its cache under `prefix/cache`
 * unless given) and `nginx.conf` into `prefix`; returns the path of nginx.conf.
 */
export async function writeStandaloneConfig(prefix: string, options: Omit<SiteConfigOptions, "cachePath"> & { cachePath?: string }): Promise<string> {
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  await mkdir(path.join(prefix, "temp"), { recursive: true });
  const site = renderSiteConfig(await readFile(templatePath, "utf8"), { ...options, cachePath: options.cachePath ?? path.join(prefix, "cache") });
  const siteFile = path.join(prefix, "vitrine.conf");
  await writeFile(siteFile, site);
  const mainFile = path.join(prefix, "nginx.conf");
  await writeFile(mainFile, renderStandaloneConfig(prefix, siteFile));
  return mainFile;
}

const usage = `Prints deploy/nginx/vitrine.conf with its placeholders filled.

  npm run --silent nginx:config -- --server-name www.example.org [options] > vitrine

  --server-name NAMES   the site's host names, space-separated (required)
  --listen ADDR         public address:port or port (default ${defaults.listen})
  --upstream HOST:PORT  a site instance; repeat for several (default ${defaults.upstreams.join(", ")})
  --cache-path DIR      the cache directory (default ${defaults.cachePath})
  --purge-listen ADDR   the purge endpoint, on loopback (default ${defaults.purgeListen}); the
                        site's CACHE_PURGE_URL is http://ADDR
  --purge-allow ADDR    an address allowed to purge; repeat for several (default ${defaults.purgeAllow.join(", ")})
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "server-name": { type: "string" },
      listen: { type: "string", default: defaults.listen },
      upstream: { type: "string", multiple: true, default: defaults.upstreams },
      "cache-path": { type: "string", default: defaults.cachePath },
      "purge-listen": { type: "string", default: defaults.purgeListen },
      "purge-allow": { type: "string", multiple: true, default: defaults.purgeAllow },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  if (!values["server-name"]) throw new Error("--server-name is required (the site's host names)");
  const template = await readFile(templatePath, "utf8");
  process.stdout.write(
    renderSiteConfig(template, {
      serverName: values["server-name"],
      listen: values.listen,
      upstreams: values.upstream,
      cachePath: values["cache-path"],
      purgeListen: values["purge-listen"],
      purgeAllow: values["purge-allow"],
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  });
}
