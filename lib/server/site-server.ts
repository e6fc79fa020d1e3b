// The site's HTTP server: Next.js's request handler behind what it has no hook for, the request
// gate before it and the response pipeline around its answer (docs/developers/architecture.md,
// "The site's server"). server.ts starts it on the build; tests start it with a stand-in for Next.js.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import compression from "compression";
import { LRUCache } from "lru-cache";
import { idleConnectionMs, type Language } from "../../config/site.ts";
import { isRouterRequest, sharedCacheable, type AddressBook } from "../cache/purge.ts";
import { notFoundPrefix } from "../routing/framework-paths.ts";
import { markClientAddress } from "./client-address.ts";
import { compress, preferredCoding } from "./content-coding.ts";
import { requestIdOf } from "./log.ts";
import { withRequestId } from "./request-context.ts";
import { cacheResult, metrics as processMetrics, routeKind, type SiteMetrics } from "./metrics.ts";
import { plainRequest, type PageMemory } from "./page-memory.ts";
import { createRefusals, type Refusals, type StatusPageOf } from "./refusals.ts";
import { decide, type GateDecision, type GateLimits, type KnownAddresses } from "./request-gate.ts";
import { setBaseHeaders, siteRules, type GuardOptions } from "./response-guard.ts";
import { applyRules, type ResponseRule } from "./response-rules.ts";

export interface SiteServerDeps {
  /** Next.js's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** The response rules' settings: security headers, page policies, WordPress's availability, status pages. */
  guard: GuardOptions;
  /** The site's status page for a request refused before Next.js. */
  statusPage: StatusPageOf;
  /** The addresses other than pages that the build answers. */
  knownAddresses: KnownAddresses;
  limits: GateLimits;
  /** The visitor's address, as TRUSTED_PROXIES says. */
  clientAddress: (req: IncomingMessage) => string;
  /** The memory of pages; without it, every request goes to Next.js. */
  memory?: PageMemory;
  /** Where the addresses a shared cache may keep are noted, for the purge after an edit. */
  addressBook?: AddressBook | null;
  /** The process's by default. */
  metrics?: SiteMetrics;
  /** Addresses the server answers itself, before Next.js. */
  ownAnswers?: OwnAnswer[];
  /**
   * The language of the 404 page for a page address with nothing behind it, else null (the page's
   * route decides): lib/routing/page-address.ts, `missingPageLanguage`, on the route table. Such an
   * address is answered by the 404 page from memory, as the gate's unknown addresses are.
   */
  missingPage?: (url: string) => Promise<Language | null>;
}

/**
 * An address whose GET and HEAD the server answers itself (the search API: a lookup in this
 * process's index, where Next's request handling around it would cost several times the lookup),
 * with the same headers, rules and compression as Next's answers. Its route handler answers the
 * same where this server does not run (`next dev`).
 */
export interface OwnAnswer {
  path: string;
  /** Never rejects. */
  answer(params: URLSearchParams): Promise<{ status: number; headers: Record<string, string>; body: string }>;
  /**
   * What the answers depend on besides their address (the search index's version): the answer at
   * one address is the same within one version, and sent again as it was, compressed, without
   * being asked for again. Undefined (no version, or none now): each request is asked for.
   */
  version?(): string | undefined;
}

/** The own answer for this request, if the gate sent it on to an address the server answers itself. */
function ownAnswerOf(answers: OwnAnswer[] | undefined, decision: GateDecision, req: IncomingMessage) {
  if (!answers || decision.kind !== "next" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  const pathname = (req.url ?? "").split("?", 1)[0];
  return answers.find((own) => own.path === pathname);
}

/** Below it, an answer is sent as it is (the compression middleware's own threshold). */
const compressFromBytes = 1024;

/** An own answer as it is sent: its status, its headers (names and values in turn) and its body in the coding they name. */
interface SentAnswer {
  status: number;
  headers: Array<string | number>;
  body: Buffer;
}

/**
 * The own answers sent lately, by version, address and the coding asked for: a query asked again
 * is sent as it was, compressed once (as the memory of pages does), where asking for it, writing
 * it out and compressing it again made each answer cost several times a page from memory. Bounded
 * in bytes; a new version (an edit) is asked for again.
 *
 * An own answer is written whole, with the security headers every answer starts with and `Vary`,
 * as the compression middleware says it: Next's answers go through the response pipeline, whose
 * rules are about pages, redirects and Next's headers, none about these answers. Intercepting each
 * answer cost half the server's rate on them and, under a load of one query, made the heap grow
 * faster than it was swept (the server's memory from 230 to 480 MiB and more).
 */
export function createOwnAnswerMemory(
  maxBytes: number,
  baseHeaders: GuardOptions["baseHeaders"],
  compressBody = compress,
) {
  const sent = new LRUCache<string, SentAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => key.length + answer.body.length + 256,
  });
  return async (own: OwnAnswer, req: IncomingMessage): Promise<SentAnswer> => {
    const asked = preferredCoding(req.headers["accept-encoding"]);
    const version = own.version?.();
    const key = version === undefined ? undefined : `${version} ${asked ?? "identity"} ${req.url}`;
    const known = key === undefined ? undefined : sent.get(key);
    if (known) return known;
    const { status, headers, body } = await own.answer(new URL(req.url ?? "/", "http://site").searchParams);
    const bytes = Buffer.from(body, "utf8");
    const coding = bytes.length >= compressFromBytes ? asked : undefined;
    const sentBody = coding ? compressBody(bytes, coding) : bytes;
    const list: SentAnswer["headers"] = baseHeaders().flatMap(({ key: name, value }) => [name, value]);
    for (const [name, value] of Object.entries(headers)) list.push(name, value);
    if (coding) list.push("content-encoding", coding);
    list.push("content-length", sentBody.length, "vary", "Accept-Encoding");
    const answer: SentAnswer = { status, headers: list, body: sentBody };
    if (key !== undefined) sent.set(key, answer);
    return answer;
  };
}

/** The own answers kept at most, compressed: a thousand search answers or so. */
const ownAnswersBytes = 8 * 1024 * 1024;

async function answerOwn(
  own: OwnAnswer,
  req: IncomingMessage,
  res: ServerResponse,
  answers: ReturnType<typeof createOwnAnswerMemory>,
  ownHeaders: readonly string[],
): Promise<void> {
  const { status, headers, body } = await answers(own, req);
  res.writeHead(status, headers.concat(ownHeaders));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Cache statuses as Next.js and nginx send them. */
const nextCacheResults = ["hit", "stale", "miss", "revalidated"] as const;
const frontCacheStatuses = ["hit", "miss", "expired", "stale", "updating", "revalidated", "bypass"] as const;

/** Counts the request once answered: its kind and status, and for an answer of Next.js, its time and cache status. */
function measure(metrics: SiteMetrics, req: IncomingMessage, res: ServerResponse, byNext: () => boolean) {
  const started = performance.now();
  const kind = routeKind(req.method, req.url, isRouterRequest(req.headers));
  const front = cacheResult(req.headers["x-cache-status"], frontCacheStatuses);
  if (front) metrics.frontCache.inc({ status: front });
  res.once("finish", () => {
    metrics.requests.inc({ kind, status: String(res.statusCode) });
    if (!byNext()) return;
    metrics.renderSeconds.observe({ kind }, (performance.now() - started) / 1000);
    const next = cacheResult(res.getHeader("x-nextjs-cache"), nextCacheResults);
    if (next) metrics.nextCache.inc({ result: next });
  });
  return kind;
}

/** Answers what the gate refused, or an OPTIONS request. */
function answerGate(
  decision: Extract<GateDecision, { kind: "status" | "options" }>,
  req: IncomingMessage,
  res: ServerResponse,
  deps: SiteServerDeps,
  refusals: Refusals,
): void {
  if (decision.kind === "status") {
    const extra = { allow: decision.allow, "content-range": decision.contentRange };
    refusals.refuse(req, res, decision.status, decision.language, extra);
    return;
  }
  setBaseHeaders(res, deps.guard);
  res.writeHead(204, { allow: decision.allow, "cache-control": "no-store" });
  res.end();
}

/** Sets the request up as the gate sends it on: without its Range, at another address, or to the 404 page. */
function sendOn(decision: GateDecision, req: IncomingMessage): void {
  if (decision.kind === "next" && decision.ignoreRange) delete req.headers.range;
  if (decision.kind === "next" && decision.url !== undefined) req.url = decision.url;
  if (decision.kind === "not-found") {
    // The same 404 page whatever the method: Next.js renders it for a GET.
    req.url = `${notFoundPrefix}${decision.language}`;
    if (req.method !== "HEAD") req.method = "GET";
    for (const name of ["next-action", "content-type"]) delete req.headers[name];
  }
}

/**
 * The kinds of address (`routeKind`) that go through the proxy's lookup: pages, and addresses with
 * an extension (a calendar file, a feed, `/wp-login.php` and the like), which are no page either.
 */
const addressKinds = new Set(["page", "file", "feed"]);

/** Notes the address of a GET or HEAD answer a shared cache may keep (as the client sent it, before Next.js rewrites it). */
function noteAddress(addressBook: AddressBook, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  if (!req.url?.startsWith("/") || isRouterRequest(req.headers)) return;
  const address = req.url;
  res.once("finish", () => {
    if (sharedCacheable(res.getHeader("cache-control"))) addressBook.add(address);
  });
}

/**
 * The response pipeline, installed on a response before Next.js writes it: the security headers,
 * then the site's rules in their order, the memory of pages keeping the page as they leave it,
 * uncompressed (the rules write to compression).
 */
export function responsePipeline(guard: GuardOptions, memory?: PageMemory) {
  const rules: ResponseRule[] = [...siteRules(guard), ...(memory ? [memory.capturing] : [])];
  const compress = compression();
  return (req: IncomingMessage, res: ServerResponse): void => {
    compress(req as never, res as never, () => {});
    setBaseHeaders(res, guard);
    applyRules(req, res, rules);
  };
}

/** The site's server, not listening yet. */
export function createSiteServer(deps: SiteServerDeps): Server {
  const metrics = deps.metrics ?? processMetrics();
  const refusals = createRefusals(deps.guard.baseHeaders, deps.statusPage);
  const pipeline = responsePipeline(deps.guard, deps.memory);
  const ownAnswers = createOwnAnswerMemory(ownAnswersBytes, deps.guard.baseHeaders);

  function serve(req: IncomingMessage, res: ServerResponse, requestId: string): void {
    let byNext = false;
    const kind = measure(metrics, req, res, () => byNext);
    markClientAddress(req, deps.clientAddress);
    const decision = decide(req, deps.knownAddresses, deps.limits);
    if (decision.kind === "status" || decision.kind === "options") {
      res.setHeader("x-request-id", requestId);
      answerGate(decision, req, res, deps, refusals);
      return;
    }
    sendOn(decision, req);
    // An own answer and a page from memory, the most common answers, are written whole with their
    // prepared header list, the request's id added: no header may be set before (page-memory.ts).
    const ownHeaders = ["x-request-id", requestId];
    const own = ownAnswerOf(deps.ownAnswers, decision, req);
    if (own) {
      void answerOwn(own, req, res, ownAnswers, ownHeaders);
      return;
    }
    if (fromMemory(req, res, ownHeaders)) return;
    const toNext = () => {
      if (deps.memory && kind === "page" && decision.kind === "next") metrics.pageMemory.inc({ result: "miss" });
      res.setHeader("x-request-id", requestId);
      byNext = true;
      pipeline(req, res);
      if (deps.addressBook) noteAddress(deps.addressBook, req, res);
      void deps.handle(req, res);
    };
    const missing = addressKinds.has(kind) && decision.kind === "next" ? missingPageOf(req) : undefined;
    if (!missing) return toNext();
    // A page address with nothing behind it: the 404 page, from memory once Next.js has rendered it.
    void missing.then((language) => {
      if (language) sendOn({ kind: "not-found", language }, req);
      if (!language || !fromMemory(req, res, ownHeaders)) toNext();
    });
  }

  /** Sends the page from memory if it has it: true when sent. */
  function fromMemory(req: IncomingMessage, res: ServerResponse, ownHeaders: readonly string[]): boolean {
    if (!deps.memory?.serve(req, res, ownHeaders)) return false;
    metrics.pageMemory.inc({ result: "hit" });
    // The page was kept under its address without this query (page-memory.ts, `memoryAddress`):
    // a shared cache may keep this address too, purged after an edit like the others.
    if (deps.addressBook && req.url?.includes("?")) deps.addressBook.add(req.url);
    return true;
  }

  /** For a visitor's GET or HEAD of a page address: the language of its 404 page if nothing lives there, else null. */
  function missingPageOf(req: IncomingMessage): Promise<Language | null> | undefined {
    if (!deps.missingPage || !deps.memory || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    if (!plainRequest(req.headers)) return undefined;
    return deps.missingPage(req.url ?? "/").catch(() => null);
  }

  // A request without a Host is the gate's to refuse, with the site's status page (Node.js's own 400 has neither body nor headers).
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    const requestId = requestIdOf(req.headers["x-request-id"]);
    withRequestId(requestId, () => serve(req, res, requestId));
  });
  server.on("clientError", refusals.refuseUnreadable);
  server.keepAliveTimeout = idleConnectionMs;
  return server;
}
