// What the site's server (server.ts) adds around every answer Next.js gives, where Next.js has no
// hook for it:
// - the security headers, from the environment the server runs with (not the build's);
// - an HTML page's Content-Security-Policy with the hashes of its inline scripts and styles. A
//   page served from Next's cache carries an ETag (a hash of its bytes): its policy is computed
//   from the first copy sent and kept under that ETag, so each cached version is read once, and a
//   shared cache (nginx, a CDN) stores the page and its policy together; a 304 carries that policy
//   or none, never one that would replace it. HTML without an ETag
//   (rendered for this request: a 404, an error page) is held until complete and read then;
// - `stale-if-error` beside Next's `s-maxage` and `stale-while-revalidate`, so a shared cache
//   keeps serving a page while the site is failing;
// - a shared-cache lifetime of `staleSharedSeconds` for a page Next serves stale
//   (`x-nextjs-cache: STALE`) while its new version is rendered (lib/cache/invalidation.ts): a
//   front that stores the old copy then keeps it that long, not a whole `s-maxage` past the edit;
// - the 503 page (lib/errors/status-page.ts) with Retry-After instead of Next's 500 for a page
//   that failed because WordPress is unavailable (only pages never rendered get there: the others
//   are served from the cache);
// - 400 instead of Next's 500 for a server action call it could not carry out: the arguments a
//   client encoded are not the form's (the action refuses them), or React could not decode them
//   (503 while WordPress is down: the page a form posted without JavaScript comes back with may
//   need it);
// - 400 for a page the proxy marks so (`x-site-status: 400`, removed): a search query past its
//   bound gets the search page saying so (lib/search/query.ts), since a page cannot set its status;
// - for an editor's preview (a request with a preview cookie, lib/preview/session.ts), pages,
//   router payloads and redirects marked `Cache-Control: private, no-store` and
//   `X-Robots-Tag: noindex`: no shared cache keeps them, no search engine indexes them;
// - `no-store` for a page rendered degraded (lib/cache/degraded-copy.ts): the visitor who asked
//   sees it, no shared cache or the page memory keeps it;
// - a redirect's Location relative, or on SITE_URL (`siteLocation`): Next.js writes its own on
//   the origin it thinks it serves, made of the address the instance listens on and the
//   X-Forwarded-Proto a client sent, which no visitor can reach behind a reverse proxy (and which
//   a client chooses).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Header } from "../security/headers.ts";
import type { PageStatus } from "../errors/status-page.ts";
import { isDegradedCopy } from "../cache/degraded-copy.ts";
import { isActionCall } from "./request-gate.ts";
import { previewRequestCookie } from "../preview/session.ts";
import { siteStatusHeader } from "../search/query.ts";
import { logger } from "./log.ts";

/** A status page as sent: its body, type and policy. */
export interface StatusAnswer {
  body: string;
  contentType: string;
  policy: string;
}

export interface GuardOptions {
  /** SITE_URL's origin: the only one a redirect may name. */
  siteOrigin: string;
  /** The security headers every response starts with (its policy allows no inline code). */
  baseHeaders: () => readonly Header[];
  /** The policy of an HTML page, from its markup. */
  pagePolicy: (html: string) => string;
  /** Policies already computed, by ETag (shared by all responses; see `createPolicyMemo`). */
  memo: PolicyMemo;
  /** WordPress known to be unavailable right now. */
  wordpressDown: () => boolean;
  /** The site's status page for a request (the 503 page while WordPress is down, 400 for a malformed action call). */
  statusAnswer: (req: IncomingMessage, status: PageStatus) => StatusAnswer;
  retryAfterSeconds: number;
  staleIfErrorSeconds: number;
  /** The `s-maxage` of a page Next serves stale while it renders it again. */
  staleSharedSeconds: number;
}

export interface PolicyMemo {
  get(etag: string): string | undefined;
  set(etag: string, policy: string): void;
}

/** A bounded map from ETag to policy: the least recently used version goes first. */
export function createPolicyMemo(limit: number): PolicyMemo & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    get size() {
      return entries.size;
    },
    get(etag) {
      const policy = entries.get(etag);
      if (policy !== undefined) {
        entries.delete(etag);
        entries.set(etag, policy);
      }
      return policy;
    },
    set(etag, policy) {
      entries.delete(etag);
      entries.set(etag, policy);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
  };
}

const policyHeader = "content-security-policy";

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/** A page, a router payload or a redirect sent to an editor's preview (not a static file it loads). */
function isPreviewAnswer(req: IncomingMessage, res: ServerResponse): boolean {
  if (!previewRequestCookie.test(req.headers.cookie ?? "")) return false;
  const redirect = res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304;
  return redirect || isHtml(res) || /^text\/x-component\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/**
 * A redirect's Location as the site sends it: relative (as written when it was), or absolute on
 * `siteOrigin`; an absolute one on any other origin becomes its path on the site, query and
 * fragment kept. What a browser would read as another host (`//host`, `/\host`) never stays.
 */
export function siteLocation(location: string, siteOrigin: string): string {
  const url = URL.canParse(location, siteOrigin) ? new URL(location, siteOrigin) : null;
  if (url?.origin === siteOrigin) return location;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return "/";
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}

/** Wraps `res` so that what it sends follows the rules above; call before handing it to Next.js. */
export function guardResponse(req: IncomingMessage, res: ServerResponse, options: GuardOptions): void {
  for (const { key, value } of options.baseHeaders()) res.setHeader(key, value);

  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  // pass: as Next.js writes it; hold: read whole, then sent with its policy; replace: the 503 page instead.
  let mode: "undecided" | "pass" | "hold" | "replace" = "undecided";
  let replacement: PageStatus = 503;
  const held: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk as Uint8Array);

  // Headers are not sent before the first byte of the body: until then, a writeHead only records them.
  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode !== "undecided")
      return (original.writeHead as (...args: unknown[]) => ServerResponse).call(res, statusCode, ...rest);
    res.statusCode = statusCode;
    const [first, second] = rest;
    if (typeof first === "string") res.statusMessage = first;
    const headers = (typeof first === "string" ? second : first) as
      OutgoingHttpHeaders | Array<[string, string]> | undefined;
    if (Array.isArray(headers)) for (const [key, value] of headers) res.setHeader(key, value);
    else if (headers)
      for (const [key, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(key, value);
    return res;
  } as ServerResponse["writeHead"];
  res.flushHeaders = function flushHeaders() {
    if (mode !== "undecided") original.flushHeaders.call(res);
  };

  /** The policy already computed for this version of the page (its ETag), if any. */
  function knownPolicy(): string | undefined {
    const etag = res.getHeader("etag");
    return typeof etag === "string" ? options.memo.get(etag) : undefined;
  }

  /** Called once, before the first byte of the body: the status and headers are final but for the policy. */
  function decide(): void {
    // A status the proxy asks for (a search query past its bound: the search page, answered 400).
    const asked = res.getHeader(siteStatusHeader);
    if (asked !== undefined) {
      res.removeHeader(siteStatusHeader);
      if (asked === "400" && res.statusCode === 200) {
        res.statusCode = 400;
        res.setHeader("cache-control", "no-store");
        res.removeHeader("etag");
      }
    }
    const location = res.getHeader("location");
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string")
      res.setHeader("location", siteLocation(location, options.siteOrigin));
    if (isPreviewAnswer(req, res)) {
      res.setHeader("cache-control", "private, no-store");
      res.setHeader("x-robots-tag", "noindex");
    }
    let cacheControl = res.getHeader("cache-control");
    if (typeof cacheControl === "string" && /\bs-maxage=/.test(cacheControl)) {
      if (String(res.getHeader("x-nextjs-cache") ?? "").toUpperCase() === "STALE")
        cacheControl = cacheControl.replace(/\bs-maxage=\d+/, `s-maxage=${options.staleSharedSeconds}`);
      if (!/\bstale-if-error=/.test(cacheControl))
        cacheControl = `${cacheControl}, stale-if-error=${options.staleIfErrorSeconds}`;
      res.setHeader("cache-control", cacheControl);
    }
    if (res.statusCode === 304) {
      // No Content-Type to tell a page: the cache that asked keeps its copy and takes this answer's
      // headers. The policy of that version if known, else none, so that the stored one stays (a
      // policy without hashes would stop the page's scripts).
      const known = knownPolicy();
      if (known) res.setHeader(policyHeader, known);
      else res.removeHeader(policyHeader);
      mode = "pass";
      return;
    }
    const actionCall = isActionCall(req.method ?? "", req.headers);
    if (res.statusCode === 500 && (isHtml(res) || actionCall) && options.wordpressDown()) {
      res.setHeader("retry-after", String(options.retryAfterSeconds));
      replace(503);
      return;
    }
    if (res.statusCode === 500 && actionCall) {
      logger("server").error(
        `${req.method} ${req.url}: a server action call that could not be carried out answers 400`,
      );
      replace(400);
      return;
    }
    if (!isHtml(res)) {
      mode = "pass";
      return;
    }
    const known = knownPolicy();
    if (res.hasHeader("content-encoding")) {
      // Already encoded: an answer Next.js relays from this same server (a rewrite it proxies),
      // whose own guard set its policy.
      mode = "pass";
    } else if (known) {
      res.setHeader(policyHeader, known);
      mode = "pass";
    } else if (req.method === "HEAD" || res.statusCode === 204) {
      // No body to read: the site's policy without hashes (a HEAD runs nothing).
      mode = "pass";
    } else {
      mode = "hold";
    }
  }

  function replace(status: PageStatus): void {
    res.statusCode = status;
    res.setHeader("cache-control", "no-store");
    res.removeHeader("etag");
    res.removeHeader("content-length");
    replacement = status;
    mode = "replace";
  }

  function release(body: Buffer): void {
    const policy = options.pagePolicy(body.toString("utf8"));
    const etag = res.getHeader("etag");
    if (isDegradedCopy(body)) {
      // Shown to this visitor only: no shared cache or memory keeps it, and it is read again next time.
      res.setHeader("cache-control", "no-store");
      res.removeHeader("etag");
    } else if (typeof etag === "string") options.memo.set(etag, policy);
    res.setHeader(policyHeader, policy);
    if (res.hasHeader("content-length")) res.setHeader("content-length", body.length);
  }

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    if (mode === "undecided") decide();
    if (mode === "pass") return (original.write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    const encoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
    if (mode === "hold") held.push(toBuffer(chunk, encoding));
    const callback = rest.find((value) => typeof value === "function") as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const callback = args.find((value) => typeof value === "function") as (() => void) | undefined;
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    const encoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
    if (mode === "undecided") decide();
    if (mode === "pass") return (original.end as (...values: unknown[]) => ServerResponse).call(res, ...args);
    if (mode === "replace") {
      const page = options.statusAnswer(req, replacement);
      const body = Buffer.from(page.body, "utf8");
      res.setHeader("content-type", page.contentType);
      res.setHeader(policyHeader, page.policy);
      res.setHeader("content-length", body.length);
      mode = "pass";
      return (original.end as (...values: unknown[]) => ServerResponse).call(
        res,
        req.method === "HEAD" ? undefined : body,
        callback,
      );
    }
    if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(held);
    release(body);
    mode = "pass";
    return (original.end as (...values: unknown[]) => ServerResponse).call(res, body, callback);
  } as ServerResponse["end"];
}
