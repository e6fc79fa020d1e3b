// What the site's server decides about a request before Next.js sees it: on to Next.js, the 404
// page, OPTIONS, or a refusal (400, 403, 405, 411, 413, 414, 416). Each case and why:
// docs/developers/architecture.md, "The site's server".
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import { searchLimits, searchPaths, type Language } from "../../config/site.ts";
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
  /** The length in bytes of the file at this address (static and public files), else undefined. */
  size(pathname: string): number | undefined;
}

/** What the gate reads of a request (an IncomingMessage has it). */
export interface GateRequest {
  method?: string;
  url?: string;
  httpVersion: string;
  headers: IncomingHttpHeaders;
  /** The header lines as received, names and values in turn (to count Host lines). */
  rawHeaders?: readonly string[];
}

export type GateDecision =
  /** On to Next.js; `ignoreRange`: without the request's Range (the file is sent whole); `url`: at this address instead. */
  | { kind: "next"; ignoreRange?: true; url?: string }
  /** Answered by the site's 404 page in `language`. */
  | { kind: "not-found"; language: Language }
  /** Answered by the site's status page; `allow` for 405, `contentRange` for 416. */
  | { kind: "status"; status: PageStatus; language: Language; allow?: string; contentRange?: string }
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

/** A Host field value: a host (name, IPv4, or IPv6 in brackets) and an optional port (RFC 3986, 3.2.2). */
const hostValue = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d{0,5})?$/;

/** Whether the request names its host as HTTP requires: once, well formed, and on HTTP/1.1 at all. */
function hasValidHost(request: GateRequest): boolean {
  const lines = request.rawHeaders?.filter(
    (_, index) => index % 2 === 0 && /^host$/i.test(request.rawHeaders?.[index] ?? ""),
  ).length;
  if (lines !== undefined && lines > 1) return false;
  const host = request.headers.host;
  if (host === undefined) return !/^1\.[1-9]/.test(request.httpVersion);
  return hostValue.test(host);
}

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110, 14.1.2): `satisfiable` when at
 * least one of its byte ranges has a byte of the file; `unsatisfiable` when none has; `ignored`
 * when it is not a set of byte ranges (another unit, a malformed one, a last byte before the first).
 */
export function rangeOf(range: string, size: number): "satisfiable" | "unsatisfiable" | "ignored" {
  const set = /^bytes=(.+)$/i.exec(range.trim())?.[1];
  if (set === undefined) return "ignored";
  const specs = set
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return "ignored";
  let satisfiable = false;
  for (const spec of specs) {
    const match = /^(\d*)-(\d*)$/.exec(spec);
    if (!match || (match[1] === "" && match[2] === "")) return "ignored";
    const [first, last] = [
      match[1] === "" ? undefined : Number(match[1]),
      match[2] === "" ? undefined : Number(match[2]),
    ];
    if (first !== undefined && last !== undefined && last < first) return "ignored";
    // `first-` or `first-last`: from a byte the file has; `-suffix`: the last bytes, at least one.
    if (first === undefined ? (last ?? 0) > 0 && size > 0 : first < size) satisfiable = true;
  }
  return satisfiable ? "satisfiable" : "unsatisfiable";
}

const searchAddresses = new Set([...Object.values(searchPaths), "/api/search"]);

/**
 * A search address past the address bound, with each value of its query cut to one character past
 * the query's bound (so the search still sees it too long), when that brings it under the bound.
 */
function shortenedSearch(url: string, pathname: string | null, limits: GateLimits): string | undefined {
  if (pathname === null || !searchAddresses.has(pathname)) return undefined;
  const query = url.slice(pathname.length).replace(/^\?/, "").split("#")[0] ?? "";
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query))
    params.append(name.slice(0, 16), [...value].slice(0, searchLimits.maxQueryChars + 1).join(""));
  const shortened = `${pathname}?${params}`;
  return Buffer.byteLength(shortened) <= limits.maxUrlBytes ? shortened : undefined;
}

/** A path decoded, or undefined when its percent-escapes are not well formed or do not spell UTF-8. */
function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export function decide(request: GateRequest, known: KnownAddresses, limits: GateLimits): GateDecision {
  const { headers } = request;
  const method = request.method ?? "GET";
  const url = request.url ?? "/";
  const pathname = pathnameOf(url);
  const language = languageOfPath(pathname ?? "/");
  if (Buffer.byteLength(url) > limits.maxUrlBytes) {
    const shortened = pageMethods.includes(method) ? shortenedSearch(url, pathname, limits) : undefined;
    return shortened === undefined ? { kind: "status", status: 414, language } : { kind: "next", url: shortened };
  }
  if (pathname === null || !hasValidHost(request)) return { kind: "status", status: 400, language };

  let allowed: readonly string[];
  if (isFrameworkPath(pathname)) {
    const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    if (!known.has(route)) return { kind: "not-found", language };
    allowed = apiMethods[route] ?? fileMethods;
    const size = known.size(route);
    if (headers.range !== undefined && size !== undefined && fileMethods.includes(method)) {
      const range = headers["if-range"] === undefined ? rangeOf(headers.range, size) : "ignored";
      if (range === "unsatisfiable") return { kind: "status", status: 416, language, contentRange: `bytes */${size}` };
      if (range === "ignored") return { kind: "next", ignoreRange: true };
    }
  } else {
    // Never a page's address (WordPress's links are UTF-8): the 404 page, without Next.js's proxy.
    if (decoded(pathname) === undefined) return { kind: "not-found", language };
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

/** Each file under `dir`, at its address under `prefix`, with its length. */
function filesUnder(dir: string, prefix: string, into: Map<string, number>): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const address = `${prefix}/${entry.name}`;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(file, address, into);
    else into.set(address, statSync(file).size);
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
  const patterns = manifest.dynamicRoutes
    .filter((route) => isFrameworkPath(route.page))
    .map((route) => new RegExp(route.regex));
  const files = new Map<string, number>();
  filesUnder(path.join(nextDir, "static"), "/_next/static", files);
  filesUnder(publicDir, "", files);
  const fileSize = (pathname: string) => files.get(pathname) ?? files.get(decoded(pathname) ?? pathname);
  return {
    has(pathname) {
      if (exact.has(pathname) || fileSize(pathname) !== undefined) return true;
      const name = decoded(pathname);
      return name !== undefined && (exact.has(name) || patterns.some((pattern) => pattern.test(pathname)));
    },
    size: fileSize,
  };
}
