// Fills the placeholders of deploy/nginx/vitrine.conf and writes the status pages it serves for
// nginx's own errors (the site's pages, lib/errors/status-page.ts), and writes a whole nginx
// configuration that runs it on its own (Debian's nginx as the current user, every file under one
// directory: the end-to-end test, the benchmark and `npm run cluster` use it).
//
//   npm run --silent nginx:config -- --server-name www.example.org --upstream 127.0.0.1:3000 \
//     --upstream 127.0.0.1:3002 --out nginx-vitrine
//
// writes nginx-vitrine/vitrine.conf and nginx-vitrine/status/ for /etc/nginx/vitrine (docs/operations/nginx.md).
// The status pages carry the site's security headers as the instances send
// them: it reads the environment they run with (SITE_URL, WORDPRESS_URL, the third parties' ids).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { maxHeaderSize } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseEnv } from "../../config/env.ts";
import { defaultLanguage, languages, pageCaching, requestLimits } from "../../config/site.ts";
import { pageFileHeaders, pageFilePathPattern } from "../../lib/cache/page-files.ts";
import { routerHeaders } from "../../lib/cache/purge.ts";
import { statusLine, statusPage, type PageStatus } from "../../lib/errors/status-page.ts";
import { listParameters } from "../../lib/events/filters.ts";
import { previewRequestCookie } from "../../lib/preview/session.ts";
import { searchParameter } from "../../lib/search/query.ts";
import { contentSecurityPolicy, headerOnlyPolicy } from "../../lib/security/csp.ts";
import { securityHeaders, type Header } from "../../lib/security/headers.ts";
import { policyOptionsOf } from "../../lib/security/site.ts";
import { readBuildRecord } from "../../lib/server/build-record.ts";

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
  /** Where nginx reads the status pages (`writeStatusPages`). */
  statusRoot: string;
  /** The page files' directory (lib/cache/page-files.ts), writable by nginx's workers. */
  pageFilesRoot: string;
  /** The site's headers on nginx's own answers; by default for this process's environment (`frontHeaders`). */
  headers?: FrontHeaders;
}

export const defaults: Omit<SiteConfigOptions, "serverName"> = {
  listen: "80",
  upstreams: ["127.0.0.1:3000"],
  cachePath: "/var/cache/nginx/vitrine",
  purgeListen: "127.0.0.1:8079",
  purgeAllow: ["127.0.0.1", "::1"],
  statusRoot: "/etc/nginx/vitrine/status",
  pageFilesRoot: "/var/cache/nginx/vitrine-pages",
};

/**
 * nginx's bounds, in bytes, from the site's own (config/site.ts `requestLimits`, and Node.js's
 * header limit, which answers 431), so that every request the site would answer reaches it:
 * - `headerBuffer`: one of nginx's buffers for a request's head holds the request line (an address
 *   up to the site's 414 limit, with room to spare) and any one header line (up to the whole of
 *   Node.js's header limit); four of them hold any head the site takes;
 * - `proxyBuffer`: an instance's answer headers are read into one buffer that also holds the cache
 *   key (the address), so room for the longest of: an address nginx took (up to `headerBuffer`,
 *   answered 414 past the site's limit), or an address the site took redirected (its Location and
 *   Refresh headers repeat it: three times the site's 414 limit); and 8 KiB for the site's other
 *   headers (a page's policy lists a hash per inline script);
 * - `bodyLimit`: the largest body the site takes (413 past it), refused by nginx itself past it.
 */
export function frontLimits(
  limits: { maxUrlBytes: number; maxBodyBytes: number } = requestLimits,
  nodeHeaderLimit: number = maxHeaderSize,
) {
  const kib = (bytes: number) => Math.ceil(bytes / 1024) * 1024;
  const headerBuffer = kib(Math.max(limits.maxUrlBytes + 1024, nodeHeaderLimit));
  const proxyBuffer = kib(Math.max(headerBuffer, 3 * limits.maxUrlBytes) + 8192);
  // nginx's cache files keep the offset of the body in 16 bits: a larger head is not cached right.
  if (proxyBuffer >= 65_536)
    throw new Error(
      `the site's limits call for an nginx answer buffer of ${proxyBuffer} bytes; nginx's cache takes less than 64 KiB of headers`,
    );
  return { headerBuffer, proxyBuffer, bodyLimit: limits.maxBodyBytes };
}

/** The statuses nginx answers itself (vitrine.conf, error_page; its 494 is answered 431, as the site does). */
export const frontStatuses = [
  400, 405, 411, 413, 414, 431, 500, 501, 502, 504,
] as const satisfies readonly PageStatus[];

export interface FrontHeaders {
  /** The site's security headers but its policy (lib/security/headers.ts), as the instances send them. */
  security: Header[];
  /** The policy of the status page (its style's hash), and of the one-line text answer. */
  statusPolicyHtml: string;
  statusPolicyText: string;
  /** A page's: the header's policy beside its `<meta>` one, its Vary and Cache-Control (sent with its file). */
  pageHeaderPolicy: string;
  pageVary: string;
  pageCacheControl: string;
}

/**
 * The headers the site's server puts on its status pages (server.ts, `refuse`), for the
 * environment the instances run with: the policy names the CMS's origin and the third parties, and
 * HSTS comes with an https SITE_URL.
 */
export function frontHeaders(environment: Record<string, string | undefined> = process.env): FrontHeaders {
  const config = parseEnv(environment);
  const options = policyOptionsOf(config);
  const page = pageFileHeaders(config.revalidateSeconds, pageCaching.staleIfErrorSeconds);
  const { styleHash } = statusPage(400, defaultLanguage, "");
  const statusPolicyText = contentSecurityPolicy(options);
  return {
    security: securityHeaders({ https: options.https, contentSecurityPolicy: statusPolicyText }).filter(
      (header) => header.key !== "content-security-policy",
    ),
    statusPolicyHtml: contentSecurityPolicy({ ...options, styleHashes: [styleHash] }),
    statusPolicyText,
    pageHeaderPolicy: headerOnlyPolicy(options),
    pageVary: page.vary,
    pageCacheControl: page.cacheControl,
  };
}

/**
 * The site's name on the status pages, as the site's server names it before reading WordPress:
 * SITE_NAME, else the name the build in `distDir` rendered, else SITE_URL's host.
 */
export function frontSiteName(
  environment: Record<string, string | undefined> = process.env,
  distDir = path.join(fileURLToPath(new URL("../..", import.meta.url)), ".next"),
): string {
  const config = parseEnv(environment);
  if (environment.SITE_NAME?.trim()) return config.siteName;
  return readBuildRecord(distDir)?.siteName ?? config.siteName;
}

/** Writes `<status>.<language>.html` and `.txt` for each of nginx's statuses into `dir`. */
export async function writeStatusPages(dir: string, siteName: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const status of frontStatuses) {
    for (const language of languages) {
      const base = path.join(dir, `${status}.${language}`);
      await writeFile(`${base}.html`, statusPage(status, language, siteName).html);
      await writeFile(`${base}.txt`, statusLine(status, language));
      written.push(`${base}.html`, `${base}.txt`);
    }
  }
  return written;
}

/** A value goes into nginx's syntax as is: nothing that could end a directive or start another. */
function word(name: string, value: string): string {
  if (!/^[^\s;{}#'"$\\]+$/.test(value))
    throw new Error(`${name}: "${value}" is not a single nginx word (no spaces, quotes, ; { } # $ or \\)`);
  return value;
}

/** A value that goes between double quotes: nothing that could end the quotes or name a variable. */
function quoted(name: string, value: string): string {
  if (/["\\$\p{Cc}]/u.test(value))
    throw new Error(`${name}: "${value}" cannot be written between nginx's quotes (no ", \\, $ or control characters)`);
  return value;
}

/**
 * The router's headers as one string of nginx variables (`$http_rsc$http_next_url…`): empty when
 * the request carries none of them, as `isRouterRequest` reads it (lib/cache/purge.ts).
 */
export function routerHeaderVariables(headers: readonly string[] = routerHeaders): string {
  if (headers.length === 0) throw new Error("router headers: at least one header is needed");
  return headers
    .map((header) => {
      if (!/^[a-z0-9-]+$/i.test(header))
        throw new Error(`router header: "${header}" is not a header name nginx has a variable for`);
      return `$http_${header.toLowerCase().replaceAll("-", "_")}`;
    })
    .join("");
}

/**
 * A regular expression nginx matches against a query (`$args`, as sent) that holds one of these
 * parameters, named as they are (the site reads them after decoding: a query with an escape is
 * kept whole by the map that uses this).
 */
export function pageQueryPattern(parameters: readonly string[] = [...listParameters, searchParameter]): string {
  if (parameters.length === 0) throw new Error("page query parameters: at least one is needed");
  for (const name of parameters)
    if (!/^[a-z0-9_-]+$/i.test(name)) throw new Error(`page query parameter: "${name}" is not a plain name`);
  return `(?:^|&)(?:${parameters.join("|")})(?:[=&]|$)`;
}

/**
 * The site's pattern of a preview request's Cookie header (lib/preview/session.ts), for nginx's
 * map: the same regular expression, which nginx's PCRE reads as JavaScript does (groups,
 * alternatives, \s, anchors), between nginx's quotes.
 */
export function previewCookiePattern(pattern: RegExp = previewRequestCookie): string {
  if (pattern.flags !== "") throw new Error(`preview cookie pattern: flags (${pattern.flags}) nginx would not apply`);
  // nginx unescapes \" and \\ between quotes: only the \s class keeps its backslash as written.
  if (/["\p{Cc}]|\\(?!s)/u.test(pattern.source))
    throw new Error(`preview cookie pattern: ${pattern.source} cannot be written as is between nginx's quotes`);
  return pattern.source;
}

function list(name: string, values: readonly string[]): string[] {
  if (values.length === 0) throw new Error(`${name}: at least one value is needed`);
  return values.map((value) => word(name, value));
}

/** The template with its placeholders filled: lines holding a list placeholder are repeated, one per value. */
export function renderSiteConfig(template: string, options: SiteConfigOptions): string {
  const headers = options.headers ?? frontHeaders();
  const limits = frontLimits();
  const single: Record<string, string> = {
    LISTEN: word("listen", options.listen),
    SERVER_NAME: list("server name", options.serverName.trim().split(/\s+/).filter(Boolean)).join(" "),
    CACHE_PATH: word("cache path", options.cachePath),
    PURGE_LISTEN: word("purge listen", options.purgeListen),
    STATUS_ROOT: word("status root", options.statusRoot.replace(/(.)\/+$/, "$1")),
    STATUS_POLICY_HTML: quoted("status page policy", headers.statusPolicyHtml),
    STATUS_POLICY_TEXT: quoted("status text policy", headers.statusPolicyText),
    HEADER_BUFFER: String(limits.headerBuffer),
    PROXY_BUFFER: String(limits.proxyBuffer),
    BODY_LIMIT: String(limits.bodyLimit),
    ROUTER_HEADER_VARIABLES: routerHeaderVariables(),
    PREVIEW_COOKIE_PATTERN: previewCookiePattern(),
    PAGE_QUERY_PATTERN: pageQueryPattern(),
    PAGE_FILES_ROOT: word("page files root", options.pageFilesRoot.replace(/(.)\/+$/, "$1")),
    PAGE_FILE_PATH_PATTERN: pageFilePathPattern,
    PAGE_FILE_LIMIT: String(8 * 1024 * 1024),
    PAGE_VARY: quoted("page vary", headers.pageVary),
    PAGE_CACHE_CONTROL: quoted("page cache-control", headers.pageCacheControl),
    PAGE_HEADER_POLICY: quoted("page policy", headers.pageHeaderPolicy),
  };
  const repeated: Record<string, string[]> = {
    UPSTREAM: list("upstream", options.upstreams),
    PURGE_ALLOW: list("purge allow", options.purgeAllow),
    SECURITY_HEADER: headers.security.map(
      ({ key, value }) => `${word("security header", key)} "${quoted(key, value)}"`,
    ),
  };
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
 * unless given), its status pages under `prefix/status` and `nginx.conf` into `prefix`; returns
 * the path of nginx.conf. The status pages carry the headers and site name of `environment`, the
 * instances' (this process's by default).
 */
export async function writeStandaloneConfig(
  prefix: string,
  options: Omit<SiteConfigOptions, "cachePath" | "statusRoot" | "headers" | "pageFilesRoot"> & {
    cachePath?: string;
    pageFilesRoot?: string;
    environment?: Record<string, string | undefined>;
    siteName?: string;
  },
): Promise<string> {
  await mkdir(path.join(prefix, "logs"), { recursive: true });
  await mkdir(path.join(prefix, "temp"), { recursive: true });
  const { environment = process.env, siteName, ...site } = options;
  const statusRoot = path.join(prefix, "status");
  const pageFilesRoot = site.pageFilesRoot ?? path.join(prefix, "pages");
  await mkdir(pageFilesRoot, { recursive: true });
  await writeStatusPages(statusRoot, siteName ?? frontSiteName(environment));
  const config = renderSiteConfig(await readFile(templatePath, "utf8"), {
    ...site,
    cachePath: site.cachePath ?? path.join(prefix, "cache"),
    pageFilesRoot,
    statusRoot,
    headers: frontHeaders(environment),
  });
  const siteFile = path.join(prefix, "vitrine.conf");
  await writeFile(siteFile, config);
  const mainFile = path.join(prefix, "nginx.conf");
  await writeFile(mainFile, renderStandaloneConfig(prefix, siteFile));
  return mainFile;
}

const usage = `Writes deploy/nginx/vitrine.conf with its placeholders filled, and the status pages it serves.

  npm run --silent nginx:config -- --server-name www.example.org [options] --out DIR

  --server-name NAMES   the site's host names, space-separated (required)
  --out DIR             where to write vitrine.conf and status/ (required)
  --listen ADDR         public address:port or port (default ${defaults.listen})
  --upstream HOST:PORT  a site instance; repeat for several (default ${defaults.upstreams.join(", ")})
  --cache-path DIR      the cache directory (default ${defaults.cachePath})
  --purge-listen ADDR   the purge endpoint, on loopback (default ${defaults.purgeListen}); the
                        site's CACHE_PURGE_URL is http://ADDR
  --purge-allow ADDR    an address allowed to purge; repeat for several (default ${defaults.purgeAllow.join(", ")})
  --page-files DIR      the page files' directory, writable by nginx's workers, on the file system
                        of its client_body_temp_path (default ${defaults.pageFilesRoot})
  --status-root DIR     where nginx will read the status pages written to DIR/status
                        (default ${defaults.statusRoot}: copy DIR to /etc/nginx/vitrine)
  --site-name NAME      the site's name on the status pages (default: SITE_NAME, else the name the
                        build in .next rendered, else SITE_URL's host)

The status pages carry the site's security headers for the environment this runs with: run it
with the instances' SITE_URL, WORDPRESS_URL and third-party ids (GTM_ID, HEATMAP_ID, …).
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "server-name": { type: "string" },
      out: { type: "string" },
      listen: { type: "string", default: defaults.listen },
      upstream: { type: "string", multiple: true, default: defaults.upstreams },
      "cache-path": { type: "string", default: defaults.cachePath },
      "purge-listen": { type: "string", default: defaults.purgeListen },
      "purge-allow": { type: "string", multiple: true, default: defaults.purgeAllow },
      "status-root": { type: "string", default: defaults.statusRoot },
      "page-files": { type: "string", default: defaults.pageFilesRoot },
      "site-name": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  if (!values["server-name"]) throw new Error("--server-name is required (the site's host names)");
  if (!values.out) throw new Error("--out is required (the directory to write vitrine.conf and status/ into)");
  const config = renderSiteConfig(await readFile(templatePath, "utf8"), {
    serverName: values["server-name"],
    listen: values.listen,
    upstreams: values.upstream,
    cachePath: values["cache-path"],
    purgeListen: values["purge-listen"],
    purgeAllow: values["purge-allow"],
    statusRoot: values["status-root"],
    pageFilesRoot: values["page-files"],
    headers: frontHeaders(),
  });
  await mkdir(values.out, { recursive: true });
  const pages = await writeStatusPages(path.join(values.out, "status"), values["site-name"] ?? frontSiteName());
  await writeFile(path.join(values.out, "vitrine.conf"), config);
  process.stdout.write(
    `${path.join(values.out, "vitrine.conf")}\n${path.join(values.out, "status")}/ (${pages.length} pages, read by nginx from ${values["status-root"]})\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  });
}
