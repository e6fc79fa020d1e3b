// The site's HTTP server: Next.js's request handler behind what it has no hook for, the request
// gate before it and the response pipeline around its answer (docs/developers/architecture.md,
// "The site's server"). server.ts starts it on the build; tests start it with a stand-in for Next.js.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import compression from "compression";
import { LRUCache } from "lru-cache";
import { idleConnectionMs } from "../../config/site.ts";
import { isRouterRequest, sharedCacheable, type AddressBook } from "../cache/purge.ts";
import { notFoundPrefix } from "../routing/framework-paths.ts";
import { markClientAddress } from "./client-address.ts";
import { compress, preferredCoding, type Coding } from "./content-coding.ts";
import { requestIdOf } from "./log.ts";
import { withRequestId } from "./request-context.ts";
import { cacheResult, metrics as processMetrics, routeKind, type SiteMetrics } from "./metrics.ts";
import type { PageMemory } from "./page-memory.ts";
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
}

/** The own answer for this request, if the gate sent it on to an address the server answers itself. */
function ownAnswerOf(answers: OwnAnswer[] | undefined, decision: GateDecision, req: IncomingMessage) {
  if (!answers || decision.kind !== "next" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  const pathname = (req.url ?? "").split("?", 1)[0];
  return answers.find((own) => own.path === pathname);
}

/**
 * The compressed copies of the own answers sent lately, by body: the same query answers the same
 * bytes, compressed once (as the memory of pages does), where the compression middleware would
 * compress each answer again. Bounded in bytes; a new answer (an edit) is a new body.
 */
export function createCodedAnswers(maxBytes: number, compressBody = compress) {
  const copies = new LRUCache<string, Partial<Record<Coding, Buffer>>>({
    maxSize: maxBytes,
    sizeCalculation: (coded, body) => body.length + (coded.br?.length ?? 0) + (coded.gzip?.length ?? 0) || 1,
  });
  return (body: string, coding: Coding): Buffer => {
    const coded = copies.get(body) ?? {};
    const known = coded[coding];
    if (known) return known;
    const made = compressBody(Buffer.from(body, "utf8"), coding);
    copies.set(body, { ...coded, [coding]: made });
    return made;
  };
}

/** Below it, an answer is sent as it is (the compression middleware's own threshold). */
const compressFromBytes = 1024;
/** The compressed copies of own answers kept at most, with their bodies: a thousand search answers or so. */
const ownAnswerCopiesBytes = 8 * 1024 * 1024;

async function answerOwn(
  own: OwnAnswer,
  req: IncomingMessage,
  res: ServerResponse,
  coded: ReturnType<typeof createCodedAnswers>,
): Promise<void> {
  const { status, headers, body } = await own.answer(new URL(req.url ?? "/", "http://site").searchParams);
  const coding = body.length >= compressFromBytes ? preferredCoding(req.headers["accept-encoding"]) : undefined;
  if (!coding) {
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  // Already encoded: compression passes it on as it is, with its length (and says Vary).
  const sent = coded(body, coding);
  res.writeHead(status, { ...headers, "content-encoding": coding, "content-length": sent.length });
  res.end(req.method === "HEAD" ? undefined : sent);
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

/** Answers what the gate decided, when it answers itself (true), or sets the request up for Next.js. */
function answerGate(
  decision: GateDecision,
  req: IncomingMessage,
  res: ServerResponse,
  deps: SiteServerDeps,
  refusals: Refusals,
): boolean {
  if (decision.kind === "status") {
    const extra = { allow: decision.allow, "content-range": decision.contentRange };
    refusals.refuse(req, res, decision.status, decision.language, extra);
    return true;
  }
  if (decision.kind === "options") {
    setBaseHeaders(res, deps.guard);
    res.writeHead(204, { allow: decision.allow, "cache-control": "no-store" });
    res.end();
    return true;
  }
  if (decision.kind === "next" && decision.ignoreRange) delete req.headers.range;
  if (decision.kind === "next" && decision.url !== undefined) req.url = decision.url;
  if (decision.kind === "not-found") {
    // The same 404 page whatever the method: Next.js renders it for a GET.
    req.url = `${notFoundPrefix}${decision.language}`;
    if (req.method !== "HEAD") req.method = "GET";
    for (const name of ["next-action", "content-type"]) delete req.headers[name];
  }
  return false;
}

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
  const ownPipeline = responsePipeline(deps.guard);
  const codedAnswers = createCodedAnswers(ownAnswerCopiesBytes);

  function serve(req: IncomingMessage, res: ServerResponse, requestId: string): void {
    let byNext = false;
    const kind = measure(metrics, req, res, () => byNext);
    markClientAddress(req, deps.clientAddress);
    const decision = decide(req, deps.knownAddresses, deps.limits);
    // A page from memory, the most common answer, sends the request's id in its prepared header
    // list: no header may be set before it (page-memory.ts).
    const asked = decision.kind === "next" && !decision.ignoreRange && decision.url === undefined;
    if (
      asked &&
      !ownAnswerOf(deps.ownAnswers, decision, req) &&
      deps.memory?.serve(req, res, ["x-request-id", requestId])
    ) {
      metrics.pageMemory.inc({ result: "hit" });
      return;
    }
    res.setHeader("x-request-id", requestId);
    if (answerGate(decision, req, res, deps, refusals)) return;
    const own = ownAnswerOf(deps.ownAnswers, decision, req);
    if (own) {
      ownPipeline(req, res);
      void answerOwn(own, req, res, codedAnswers);
      return;
    }
    // At another address than asked (a search cut short), or a file's: the memory may hold it too.
    if (!asked && deps.memory?.serve(req, res)) {
      metrics.pageMemory.inc({ result: "hit" });
      return;
    }
    if (deps.memory && kind === "page" && decision.kind === "next") metrics.pageMemory.inc({ result: "miss" });
    byNext = true;
    pipeline(req, res);
    if (deps.addressBook) noteAddress(deps.addressBook, req, res);
    void deps.handle(req, res);
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
