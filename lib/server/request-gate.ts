// What the site's server (server.ts) decides before Next.js sees a request:
// - an address longer than the site accepts: 414;
// - an address that is not a page (lib/routing/framework-paths.ts: Next.js's files, /api, the
//   root metadata files) and that the build does not have: the site's 404 page, rendered by
//   Next.js at one of proxy.ts's 404 addresses. Without this, Next.js would render it as a page
//   of the default language (asking WordPress for its breadcrumb) and keep it in its page cache;
// - a method the address does not answer: 405 with `Allow` (OPTIONS: 204 with `Allow`). Pages
//   answer GET and HEAD, and POST for a form's server action (Next.js's `Next-Action` header, or a
//   multipart form posted without JavaScript);
// - a body without a declared length (411) or larger than the site accepts (413);
// - a server action posted from another origin: 403 (Next.js would refuse it with a 500).
// Everything else goes on to Next.js.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import type { Language } from "../../config/site.ts";
import { apiMethods, isFrameworkPath } from "../routing/framework-paths.ts";
import { languageOfPath } from "../routing/canonical.ts";
import type { PageStatus } from "../errors/status-page.ts";

export interface GateLimits {
  /** Longest request target (path and query), in bytes. */
  maxUrlBytes: number;
  /** Largest request body, in bytes. */
  maxBodyBytes: number;
}

/** The addresses other than pages that the build answers. */
export interface KnownAddresses {
  has(pathname: string): boolean;
}

export type GateDecision =
  | { kind: "next" }
  /** Answered by the site's 404 page in `language`. */
  | { kind: "not-found"; language: Language }
  /** Answered by the site's status page; `allow` for 405 and OPTIONS. */
  | { kind: "status"; status: PageStatus; language: Language; allow?: string }
  | { kind: "options"; allow: string };

const pageMethods = ["GET", "HEAD"];
const fileMethods = ["GET", "HEAD"];

/** A server action call: Next.js's header (JavaScript on), or a multipart form posted to a page (off). */
export function isActionCall(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "POST") return false;
  return headers["next-action"] !== undefined || /^multipart\/form-data\b/i.test(headers["content-type"] ?? "");
}

function pathnameOf(url: string): string | null {
  if (!url.startsWith("/")) return null;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  // As Next.js compares: the Origin's host against the host the request was sent to.
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || headers.host;
  return new URL(origin).host === host;
}

/** The body checks of a request that may carry one: declared length, size. */
function bodyStatus(headers: IncomingHttpHeaders, limits: GateLimits): 411 | 413 | null {
  const length = headers["content-length"];
  if (length === undefined) return headers["transfer-encoding"] !== undefined ? 411 : null;
  return Number(length) > limits.maxBodyBytes ? 413 : null;
}

export function decide(method: string, url: string, headers: IncomingHttpHeaders, known: KnownAddresses, limits: GateLimits): GateDecision {
  const pathname = pathnameOf(url);
  const language = languageOfPath(pathname ?? "/");
  if (Buffer.byteLength(url) > limits.maxUrlBytes) return { kind: "status", status: 414, language };
  if (pathname === null) return { kind: "status", status: 400, language };

  let allowed: readonly string[];
  if (isFrameworkPath(pathname)) {
    const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    if (!known.has(route)) return { kind: "not-found", language };
    allowed = apiMethods[route] ?? fileMethods;
  } else {
    allowed = pageMethods;
    if (isActionCall(method, headers)) {
      if (!sameOrigin(headers)) return { kind: "status", status: 403, language };
      const status = bodyStatus(headers, limits);
      return status ? { kind: "status", status, language } : { kind: "next" };
    }
  }
  const allow = allowed.join(", ");
  if (method === "OPTIONS") return { kind: "options", allow };
  if (!allowed.includes(method)) return { kind: "status", status: 405, language, allow };
  if (method === "POST") {
    const status = bodyStatus(headers, limits);
    if (status) return { kind: "status", status, language };
  }
  return { kind: "next" };
}

function filesUnder(dir: string, prefix: string, into: Set<string>): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const address = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(path.join(dir, entry.name), address, into);
    else into.add(address);
  }
}

interface RoutesManifest {
  staticRoutes: Array<{ page: string }>;
  dynamicRoutes: Array<{ page: string; regex: string }>;
}

/**
 * The addresses other than pages that the build in `nextDir` answers: its route handlers and
 * metadata files (routes-manifest.json), Next.js's image optimizer, its static files, and the
 * files in `publicDir`. Read once: a build does not change.
 */
export function buildAddresses(nextDir: string, publicDir: string): KnownAddresses {
  const exact = new Set<string>(["/_next/image"]);
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "routes-manifest.json"), "utf8")) as RoutesManifest;
  for (const route of manifest.staticRoutes) if (isFrameworkPath(route.page)) exact.add(route.page);
  // Pages are dynamic routes too (/fr/[[...path]]): only the others.
  const patterns = manifest.dynamicRoutes.filter((route) => isFrameworkPath(route.page)).map((route) => new RegExp(route.regex));
  filesUnder(path.join(nextDir, "static"), "/_next/static", exact);
  filesUnder(publicDir, "", exact);
  return {
    has(pathname) {
      if (exact.has(pathname)) return true;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      return exact.has(decoded) || patterns.some((pattern) => pattern.test(pathname));
    },
  };
}
