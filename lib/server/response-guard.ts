// The site's rules for every answer of Next.js (server.ts), as a list in the order they apply, and
// the security headers every answer starts with. Each rule is described in
// docs/developers/architecture.md, "The response pipeline".
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Header } from "../security/headers.ts";
import type { PageStatus } from "../errors/status-page.ts";
import { isDegradedCopy } from "../cache/degraded-copy.ts";
import { isActionCall } from "./request-gate.ts";
import { previewRequestCookie } from "../preview/session.ts";
import { siteStatusHeader } from "../search/query.ts";
import { logger } from "./log.ts";
import { applyRules, isHtml, isRouterPayload, type Answer, type ResponseRule } from "./response-rules.ts";

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
  /** The policy of an HTML page, from its markup, as its `<meta>` element carries it. */
  pagePolicy: (html: string) => string;
  /** What an HTML page's header policy holds beside its `<meta>` one: what a `<meta>` cannot carry. */
  pageHeaderPolicy: string;
  /** Policies already computed, by ETag (shared by all responses; see `createPolicyMemo`). */
  memo: PolicyMemo;
  /** WordPress unavailable to this answer: known down now, or to a read the request's render made. */
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

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/**
 * The headers of a status page sent in place of an answer, after the security headers: its policy,
 * type and length, never stored.
 */
export function statusAnswerHeaders(page: StatusAnswer, body: Buffer): Record<string, string | number> {
  return {
    [policyHeader]: page.policy,
    "content-type": page.contentType,
    "content-length": body.length,
    "cache-control": "no-store",
  };
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

/** The status the proxy asks for (`x-site-status: 400`: a search query past its bound), removed. */
const askedStatus: ResponseRule = ({ res }) => ({
  head() {
    const asked = res.getHeader(siteStatusHeader);
    if (asked === undefined) return;
    res.removeHeader(siteStatusHeader);
    if (asked !== "400" || res.statusCode !== 200) return;
    res.statusCode = 400;
    res.setHeader("cache-control", "no-store");
    res.removeHeader("etag");
  },
});

/**
 * Next.js's own note of a proxy rewrite, `x-middleware-rewrite`, removed: on the 404 page's
 * rewrite it names the address and port the instance listens on (`http://localhost:3000/_not-found-fr`),
 * and no client reads it (the router reads `x-nextjs-rewritten-path`).
 */
const internalHeaders: ResponseRule = ({ res }) => ({
  head() {
    res.removeHeader("x-middleware-rewrite");
  },
});

/** A redirect's Location relative, or on SITE_URL. */
const siteRedirect =
  (siteOrigin: string): ResponseRule =>
  ({ res }) => ({
    head() {
      const location = res.getHeader("location");
      if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string")
        res.setHeader("location", siteLocation(location, siteOrigin));
    },
  });

/** An editor's preview (pages, router payloads, redirects): private, never stored, never indexed. */
const previewNoStore: ResponseRule = ({ req, res }) => {
  if (!previewRequestCookie.test(req.headers.cookie ?? "")) return undefined;
  return {
    head() {
      if (!isRedirect(res.statusCode) && !isHtml(res) && !isRouterPayload(res)) return;
      res.setHeader("cache-control", "private, no-store");
      res.setHeader("x-robots-tag", "noindex");
    },
  };
};

/** What Next.js sends with an answer no cache may keep. */
const notStored = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * A 404 is kept by no shared cache, nor by the visitor's browser, as Next.js sends the 404 page it
 * renders for its request: Next keeps a page deleted since its last render (and a preview of a post
 * that does not exist) with status 404 and a shared lifetime, for each address asked.
 */
const notFoundNotStored: ResponseRule = ({ res }) => ({
  head() {
    if (res.statusCode === 404 && /\bs-maxage=/.test(String(res.getHeader("cache-control") ?? "")))
      res.setHeader("cache-control", notStored);
  },
});

/** `stale-if-error` beside `s-maxage`; a page Next serves stale gets the short shared lifetime. */
const sharedLifetime =
  (options: GuardOptions): ResponseRule =>
  ({ res }) => ({
    head() {
      let cacheControl = res.getHeader("cache-control");
      if (typeof cacheControl !== "string" || !/\bs-maxage=/.test(cacheControl)) return;
      if (String(res.getHeader("x-nextjs-cache") ?? "").toUpperCase() === "STALE")
        cacheControl = cacheControl.replace(/\bs-maxage=\d+/, `s-maxage=${options.staleSharedSeconds}`);
      if (!/\bstale-if-error=/.test(cacheControl))
        cacheControl = `${cacheControl}, stale-if-error=${options.staleIfErrorSeconds}`;
      res.setHeader("cache-control", cacheControl);
    },
  });

/** The site's status page instead of the answer: `status`, never stored. */
function replaceBy(answer: Answer, options: GuardOptions, status: PageStatus) {
  const { req, res } = answer;
  const page = options.statusAnswer(req, status);
  const body = Buffer.from(page.body, "utf8");
  res.statusCode = status;
  res.removeHeader("etag");
  for (const [key, value] of Object.entries(statusAnswerHeaders(page, body))) res.setHeader(key, value);
  return { replace: req.method === "HEAD" ? undefined : body };
}

/** The 503 page, with Retry-After, for a page or an action call that failed while WordPress is down. */
const unavailableWhileWordPressDown =
  (options: GuardOptions): ResponseRule =>
  (answer) => ({
    head() {
      const { req, res } = answer;
      if (res.statusCode !== 500 || !(isHtml(res) || isActionCall(req.method ?? "", req.headers))) return;
      if (!options.wordpressDown()) return;
      res.setHeader("retry-after", String(options.retryAfterSeconds));
      return replaceBy(answer, options, 503);
    },
  });

/** 400 for a server action call Next.js could not carry out (its arguments refused or undecodable). */
const failedActionCall =
  (options: GuardOptions): ResponseRule =>
  (answer) => {
    const { req, res } = answer;
    if (!isActionCall(req.method ?? "", req.headers)) return undefined;
    return {
      head() {
        if (res.statusCode !== 500) return;
        logger("server").error(
          `${req.method} ${req.url}: a server action call that could not be carried out answers 400`,
        );
        return replaceBy(answer, options, 400);
      },
    };
  };

/** A page rendered degraded: for this visitor only, no shared cache or memory keeps it (no ETag: read each time). */
const degradedCopyNoStore: ResponseRule = ({ res }) => ({
  // A page is held whole by the page policy; a router payload a shared cache would keep, here.
  head() {
    const shared = /\bs-maxage=/.test(String(res.getHeader("cache-control") ?? ""));
    if (shared && isRouterPayload(res) && !res.hasHeader("content-encoding")) return { hold: Infinity };
  },
  body(body) {
    if (!isDegradedCopy(body)) return body;
    res.setHeader("cache-control", "no-store");
    res.removeHeader("etag");
    return body;
  },
});

/**
 * An HTML page's Content-Security-Policy, with the hashes of its inline code, in a `<meta>` element
 * first in its `<head>` (after the charset), and in its header only what a `<meta>` cannot carry
 * (`frame-ancestors 'none'`). A page's header is then the same for every page and version, and a
 * shared cache reads 1.3 KB fewer header bytes on each answer it sends (docs/security/headers.md).
 * Known by the page's ETag, else read from the page.
 */
const pagePolicy =
  (options: GuardOptions): ResponseRule =>
  ({ req, res }) => {
    const known = () => {
      const tag = res.getHeader("etag");
      return typeof tag === "string" ? options.memo.get(tag) : undefined;
    };
    return {
      head() {
        if (res.statusCode === 304) return notModifiedPolicy(res, known(), options.pageHeaderPolicy);
        if (!isHtml(res) || res.hasHeader("content-encoding")) return;
        res.setHeader(policyHeader, options.pageHeaderPolicy);
        // No body (a HEAD): the header, as the page's GET sends it.
        if (req.method !== "HEAD" && res.statusCode !== 204) return { hold: Infinity };
      },
      body(body) {
        const html = body.toString("utf8");
        const tag = res.getHeader("etag");
        let policy = known();
        if (policy === undefined) {
          policy = options.pagePolicy(html);
          if (typeof tag === "string") options.memo.set(tag, policy);
        }
        const withPolicy = withPolicyElement(html, policy);
        if (withPolicy !== undefined) return Buffer.from(withPolicy, "utf8");
        // Markup without a <head> to put it in: the whole policy in the header.
        res.setHeader(policyHeader, `${policy}; ${options.pageHeaderPolicy}`);
        return body;
      },
    };
  };

/** The element a page's policy is in, up to its content. */
const policyElementStart = '<meta http-equiv="Content-Security-Policy" content="';

/** The start of a document's `<head>`, and the charset declaration right after it if there is one. */
const headStart = /<head(?=[\s>])[^>]*>(?:\s*<meta\s+charset\s*=[^>]*>)?/i;

/**
 * `html` with `<meta http-equiv="Content-Security-Policy" content="policy"/>` first in its `<head>`,
 * after the charset (which must stay within the document's first 1024 bytes), before any script,
 * style or link the policy governs; undefined when the markup has no `<head>`.
 */
export function withPolicyElement(html: string, policy: string): string | undefined {
  const start = headStart.exec(html);
  if (!start) return undefined;
  const at = start.index + start[0].length;
  const content = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return `${html.slice(0, at)}${policyElementStart}${content}"/>${html.slice(at)}`;
}

/** The policy a page's element carries (`withPolicyElement`), unescaped; undefined unless the page has exactly one. */
export function policyOfElement(html: string): string | undefined {
  const [only, ...others] = html.split(policyElementStart).slice(1);
  if (only === undefined || others.length > 0) return undefined;
  return only.slice(0, only.indexOf('"')).replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** A 304 carries its page's header policy when its version is known, else none, so that the one a cache stored stays. */
function notModifiedPolicy(res: ServerResponse, known: string | undefined, header: string): void {
  if (known) res.setHeader(policyHeader, header);
  else res.removeHeader(policyHeader);
}

/** The site's rules, in the order they apply to an answer (docs/developers/architecture.md). */
export function siteRules(options: GuardOptions): ResponseRule[] {
  return [
    askedStatus,
    internalHeaders,
    siteRedirect(options.siteOrigin),
    previewNoStore,
    notFoundNotStored,
    sharedLifetime(options),
    unavailableWhileWordPressDown(options),
    failedActionCall(options),
    degradedCopyNoStore,
    pagePolicy(options),
  ];
}

/** Sets the security headers every answer starts with. */
export function setBaseHeaders(res: ServerResponse, options: Pick<GuardOptions, "baseHeaders">): void {
  for (const { key, value } of options.baseHeaders()) res.setHeader(key, value);
}

/** The security headers, then the site's rules, on the answer `res` is about to send; call before handing it to Next.js. */
export function guardResponse(req: IncomingMessage, res: ServerResponse, options: GuardOptions): void {
  setBaseHeaders(res, options);
  applyRules(req, res, siteRules(options));
}
