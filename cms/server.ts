// Vitrine's embedded demo CMS: a WordPress-REST-compatible content server (WordPress 6 with
// Polylang Pro, ACF + ACF to REST API, Yoast SEO and Contact Form 7), with zero dependencies.
//
//   npm run cms                      (env: CMS_PORT, CMS_HOST, CMS_SCALE, CMS_ADMIN, …)
//   import { startCms } from "./cms/server.ts"; const cms = await startCms({ port: 0 });

import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ORIGIN } from "./content/site.ts";
import { freshStats, handleAdmin } from "./lib/admin.ts";
import { DEMO_PREVIEW_CREDENTIALS, authenticate, credentialsProblem } from "./lib/auth.ts";
import type { PreviewCredentials } from "./lib/auth.ts";
import type { AdminState } from "./lib/admin.ts";
import { withoutTranslations } from "./lib/polylang-free.ts";
import { NO_FAULTS, PHP_FATAL_HTML, faultErrorBody, faultsFor } from "./lib/faults.ts";
import type { ApiRequest, ApiResponse } from "./lib/http.ts";
import { escapeLikePhp } from "./lib/json.ts";
import { allowedMethods, dispatch, matchRoute, statsKey } from "./lib/rest.ts";
import { ContentStore } from "./lib/store.ts";
import { SubmissionLog } from "./lib/submissions.ts";
import { UPLOADS_PREFIX, serveUpload } from "./lib/uploads.ts";
import { VARIANTS, isVariant, type Variant } from "./lib/variants.ts";

export interface CmsOptions {
  port?: number;
  host?: string;
  publicUrl?: string;
  scale?: number;
  admin?: boolean;
  submissionsFile?: string;
  quiet?: boolean;
  /** serve the demo content shaped like a WordPress built without the site's contract (lib/variants.ts) */
  variant?: Variant;
  /**
   * the preview user's login and application password (lib/auth.ts); false: none. Default: the
   * demo credentials (DEMO_PREVIEW_CREDENTIALS) when `admin` is on, none otherwise.
   */
  preview?: PreviewCredentials | false;
}

export interface RunningCms {
  /** origin the server listens on, without a trailing slash, e.g. http://127.0.0.1:3001 */
  url: string;
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(import.meta.dirname, "..");
const UPLOADS_DIR = path.join(import.meta.dirname, "uploads");
export const DEFAULT_SUBMISSIONS_FILE = "cms/.data/submissions.jsonl";
const BODY_LIMIT = 1024 * 1024;

const API_HEADERS = {
  "Content-Type": "application/json; charset=UTF-8",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "Access-Control-Expose-Headers": "X-WP-Total, X-WP-TotalPages, Link",
  "Access-Control-Allow-Headers": "Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type",
};

function notFoundPage(): string {
  return `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow">
<title>Page non trouvée &#8211; Confluence</title>
</head>
<body class="error404 wp-embed-responsive">
<main id="main" class="site-main">
<section class="error-404 not-found">
<header class="page-header"><h1 class="page-title">Oups ! Cette page est introuvable.</h1></header>
<div class="page-content"><p>Il semble que rien n&#8217;ait été trouvé à cette adresse.</p></div>
</section>
</main>
</body>
</html>
`;
}

/** Reads a request body up to the limit; past it, drains the rest (so the client reads the 413). */
function readBody(req: IncomingMessage): Promise<Buffer | "too_large"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers["content-length"] ?? 0) > BODY_LIMIT;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      if (size > 16 * BODY_LIMIT) {
        req.destroy();
        resolve("too_large");
      }
    });
    req.on("end", () => resolve(tooLarge ? "too_large" : Buffer.concat(chunks)));
    req.on("error", () => resolve("too_large"));
  });
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= fn());
}

function normaliseOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} must be an absolute http(s) URL (got "${value}").`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TypeError(`${name} must use http or https (got "${value}").`);
  if (url.search || url.hash || url.username || url.password)
    throw new TypeError(`${name} must not have a query, hash or credentials.`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

export async function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  const port = options.port ?? 3001;
  const host = options.host ?? "127.0.0.1";
  const scale = options.scale ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`port must be an integer between 0 and 65535 (got ${port}).`);
  if (!Number.isInteger(scale) || scale < 0 || scale > 100_000)
    throw new TypeError(`scale must be an integer between 0 and 100000 (got ${scale}).`);
  if (options.variant !== undefined && !isVariant(options.variant))
    throw new TypeError(`variant must be one of ${VARIANTS.join(", ")} (got ${String(options.variant)}).`);
  const log = !options.quiet && process.env.CMS_LOG === "1";
  const preview =
    options.preview === undefined ? (options.admin ? DEMO_PREVIEW_CREDENTIALS : null) : options.preview || null;
  const previewProblem = preview ? credentialsProblem(preview) : null;
  if (previewProblem) throw new TypeError(`preview: ${previewProblem}.`);

  const submissions = new SubmissionLog(path.resolve(REPO_ROOT, options.submissionsFile ?? DEFAULT_SUBMISSIONS_FILE));
  await submissions.init();
  const state: AdminState = {
    store: new ContentStore({ now: new Date(), scale, variant: options.variant }),
    submissions,
    faults: { ...NO_FAULTS },
    stats: freshStats(),
    translations: true,
    now: () => new Date(),
  };
  const closing = new AbortController();
  let origin = options.publicUrl ? normaliseOrigin(options.publicUrl, "publicUrl") : "";

  const count = (key: string): void => {
    state.stats.total += 1;
    state.stats.routes[key] = (state.stats.routes[key] ?? 0) + 1;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string,
  ): void => {
    const bytes = Buffer.from(body, "utf8");
    res.writeHead(status, { ...headers, "Content-Length": String(bytes.length) });
    res.end(req.method === "HEAD" ? undefined : bytes);
  };

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    query: URLSearchParams,
  ): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const matched = matchRoute(route);
    count(statsKey(method, matched));
    const faults = faultsFor(state.faults, route);
    if (faults.down) {
      req.socket.destroy();
      return;
    }
    if (faults.latencyMs > 0) {
      const aborted = await sleep(faults.latencyMs, false, { signal: closing.signal }).catch(() => true);
      if (aborted) return;
    }
    const headers: Record<string, string> = { ...API_HEADERS };
    const requestOrigin = req.headers.origin;
    if (requestOrigin) {
      Object.assign(headers, {
        "Access-Control-Allow-Origin": requestOrigin,
        "Access-Control-Allow-Methods": "OPTIONS, GET, POST, PUT, PATCH, DELETE",
        "Access-Control-Allow-Credentials": "true",
        Vary: "Origin",
      });
    }
    const viewer = authenticate(req.headers, preview);
    if ("user" in viewer && viewer.user) {
      // WP_REST_Server::serve_request(): no-cache headers for a logged-in user (wp_get_nocache_headers()).
      headers.Expires = "Wed, 11 Jan 1984 05:00:00 GMT";
      headers["Cache-Control"] = "no-cache, must-revalidate, max-age=0, no-store, private";
    } else if (!requestOrigin && method === "GET") {
      // rest_send_cors_headers(): a GET without an Origin (and no logged-in user) varies on it too.
      headers.Vary = "Origin";
    }
    let response: ApiResponse;
    if (faults.failRate > 0 && Math.random() < faults.failRate) {
      response = { status: faults.status, body: faultErrorBody(faults.status) };
    } else if (!("user" in viewer)) {
      // rest_application_password_check_errors(): wrong credentials fail the request, whatever the route.
      response = viewer;
      if (matched) headers.Allow = allowedMethods(matched).join(", ");
    } else {
      const apiRequest: ApiRequest = { method, route, query, headers: req.headers, body: once(() => readBody(req)) };
      response = await dispatch(matched, apiRequest, {
        store: state.store,
        origin,
        faults,
        submissions: state.submissions,
        viewer,
        applicationPasswords: preview !== null,
      });
      // rest_send_allow_header(): every answer of a matched route, errors included, says its methods.
      if (matched) headers.Allow = allowedMethods(matched).join(", ");
      if (!state.translations && /^\/wp\/v2\//i.test(route))
        response = { ...response, body: withoutTranslations(response.body) };
    }
    for (const [name, value] of Object.entries(response.headers ?? {}))
      headers[name] = value.split(ORIGIN).join(origin);
    const json = escapeLikePhp(JSON.stringify(response.body).split(ORIGIN).join(origin));
    if (faults.malformed === "json") {
      send(req, res, 200, headers, json.slice(0, Math.max(1, Math.floor(json.length / 2))));
    } else if (faults.malformed === "html") {
      send(req, res, 200, { ...headers, "Content-Type": "text/html; charset=UTF-8" }, PHP_FATAL_HTML);
    } else {
      send(req, res, response.status, headers, json);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? "/";
    const rawPath = rawUrl.split("?")[0] ?? "/";
    const method = (req.method ?? "GET").toUpperCase();
    let url: URL;
    try {
      url = new URL(rawUrl, "http://cms.invalid");
    } catch {
      send(req, res, 400, { "Content-Type": "text/plain; charset=UTF-8" }, "Bad request\n");
      return;
    }
    const pathname = url.pathname;
    if (pathname === "/wp-json" || pathname.startsWith("/wp-json/")) {
      await handleApi(req, res, pathname.slice("/wp-json".length) || "/", url.searchParams);
      return;
    }
    if ((pathname === "/" || pathname === "/index.php") && url.searchParams.has("rest_route")) {
      const query = new URLSearchParams(url.searchParams);
      const route = query.get("rest_route") ?? "/";
      query.delete("rest_route");
      await handleApi(req, res, route.startsWith("/") ? route : `/${route}`, query);
      return;
    }
    if (rawPath.startsWith(UPLOADS_PREFIX) && (method === "GET" || method === "HEAD")) {
      count(`${method} /wp-content/uploads`);
      if (await serveUpload(UPLOADS_DIR, rawPath, req, res)) return;
    } else if (options.admin && pathname.startsWith("/__cms/")) {
      const answer = await handleAdmin(
        req,
        pathname,
        once(() => readBody(req)),
        state,
      );
      const text = JSON.stringify(answer.body).split(ORIGIN).join(origin);
      send(
        req,
        res,
        answer.status,
        { "Content-Type": "application/json; charset=UTF-8", "Cache-Control": "no-store", ...answer.headers },
        text,
      );
      return;
    }
    send(req, res, 404, { "Content-Type": "text/html; charset=UTF-8" }, notFoundPage());
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    if (log) {
      res.on("close", () => {
        console.log(
          `${req.method} ${req.url} ${res.headersSent ? res.statusCode : "(no answer)"} ${Math.round(performance.now() - started)}ms`,
        );
      });
    }
    handle(req, res).catch((error: unknown) => {
      if (!options.quiet) console.error("Embedded CMS: request failed:", error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = escapeLikePhp(JSON.stringify(faultErrorBody(500)));
      send(req, res, 500, { ...API_HEADERS }, body);
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${hostPart}:${address.port}`;
  if (!origin) origin = url;

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readEnv(): CmsOptions {
  const env = process.env;
  const problems: string[] = [];
  const int = (name: string, fallback: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > max) {
      problems.push(`${name} must be a whole number between 0 and ${max} (got "${raw}").`);
      return fallback;
    }
    return Number(raw);
  };
  const flag = (name: string): boolean => {
    const raw = env[name] ?? "";
    if (raw !== "" && raw !== "0" && raw !== "1")
      problems.push(`${name} must be "1" (on) or "0" (off) (got "${raw}").`);
    return raw === "1";
  };
  const port = int("CMS_PORT", 3001, 65535);
  const scale = int("CMS_SCALE", 0, 100_000);
  const host = env.CMS_HOST ?? "127.0.0.1";
  if (host.trim() === "") problems.push("CMS_HOST must not be empty (for example 127.0.0.1 or 0.0.0.0).");
  const admin = flag("CMS_ADMIN");
  flag("CMS_LOG");
  const submissionsFile = env.CMS_SUBMISSIONS_FILE || DEFAULT_SUBMISSIONS_FILE;
  let publicUrl: string | undefined;
  if (env.CMS_PUBLIC_URL) {
    try {
      publicUrl = normaliseOrigin(env.CMS_PUBLIC_URL, "CMS_PUBLIC_URL");
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const previewUser = env.CMS_PREVIEW_USER ?? "";
  const previewPassword = env.CMS_PREVIEW_PASSWORD ?? "";
  let preview: PreviewCredentials | undefined;
  if (previewUser !== "" || previewPassword !== "") {
    if (previewUser === "" || previewPassword === "") {
      problems.push("CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD go together: set both (or neither).");
    } else {
      preview = { user: previewUser, password: previewPassword };
      const problem = credentialsProblem(preview);
      if (problem) problems.push(`CMS_PREVIEW_USER / CMS_PREVIEW_PASSWORD: ${problem}.`);
    }
  }
  const variantName = env.CMS_VARIANT ?? "";
  let variant: Variant | undefined;
  if (variantName !== "") {
    if (isVariant(variantName)) variant = variantName;
    else problems.push(`CMS_VARIANT must be one of ${VARIANTS.join(", ")} (got "${variantName}").`);
  }
  if (problems.length > 0) {
    console.error(`Embedded CMS: invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  return { port, host, scale, admin, submissionsFile, publicUrl, variant, preview };
}

if (import.meta.main) {
  const options = readEnv();
  try {
    const cms = await startCms(options);
    console.log(`Embedded CMS: ${cms.url} (REST API ${cms.url}/wp-json)`);
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      cms.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") {
      console.error(
        `Embedded CMS: port ${options.port} on ${options.host} is already in use. Stop the other server or set CMS_PORT.`,
      );
    } else if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      console.error(`Embedded CMS: cannot listen on host "${options.host}" (${code}). Check CMS_HOST.`);
    } else {
      console.error(`Embedded CMS: could not start: ${(error as Error).message}`);
    }
    process.exit(1);
  }
}
