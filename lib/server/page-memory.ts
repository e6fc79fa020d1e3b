// The site server's memory of pages: a page Next.js has just sent is kept for a couple of seconds
// and sent again without Next.js, 304 or compressed as the visitor asks. What is kept, for how
// long, and when it is forgotten: docs/developers/architecture.md, "The memory of pages".
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { isDegradedCopy } from "../cache/degraded-copy.ts";
import { isRouterRequest, routerHeaders, sharedCacheable } from "../cache/purge.ts";
import { hasListParameters } from "../events/filters.ts";
import { notFoundPrefix } from "../routing/framework-paths.ts";
import { previewRequestCookie } from "../preview/session.ts";
import { compress, preferredCoding, type Coding } from "./content-coding.ts";
import { pageFileFolder, pageFileLifetimeSeconds, type FileCoding } from "../cache/page-files.ts";
import { pageCaching } from "../../config/site.ts";
import { onDemandHeader } from "./on-demand-render.ts";
import { isHtml, type ResponseRule } from "./response-rules.ts";

/** Where the pages sent through the nginx front are written as files (lib/cache/page-files.ts). */
export interface PageFileWriter {
  write(address: string, coding: FileCoding, body: Buffer, writtenAt: number): Promise<void>;
}

export interface PageMemoryOptions {
  /** The front's page files: each fresh page sent through it is written there too. */
  files?: PageFileWriter;
  /** The wall clock, in milliseconds (the files' buckets): `Date.now` by default. */
  wallClock?: () => number;
  /** How long a page is sent from memory after Next.js sent it. */
  ttlMs: number;
  /** Bytes kept at most: bodies and their compressed copies. */
  maxBytes: number;
  /** The clock, in milliseconds (tests): `performance.now` by default. Never 0 (the cache reads 0 as "no time"). */
  now?: () => number;
}

export interface PageMemory {
  /**
   * Answers the request from memory if it can; true when it did (the response is sent). `own`: the
   * answer's own headers (its request id), names and values in turn, sent after the page's. The
   * response must have no header set yet: Node.js then sends the prepared list as it is, where a
   * header set beforehand makes it build and check every header one by one (a quarter of a HIT's
   * time).
   */
  serve(req: IncomingMessage, res: ServerResponse, own?: readonly string[]): boolean;
  /** Keeps the page an answer sends, if it may be kept: the last rule of the response pipeline (site-server.ts). */
  readonly capturing: ResponseRule;
  /** Forgets every page, including those being sent now. */
  clear(): void;
  /** Forgets the page at this address (`memoryAddress`), and every answer being sent now. */
  forget(address: string): void;
  readonly size: number;
  /** Bytes held (bodies and compressed copies). */
  readonly bytes: number;
}

type HeaderList = Array<string | number>;

/** One version of a page (one ETag): its bytes, and each compressed copy once asked for. */
interface Version {
  etag: string | undefined;
  body: Buffer;
  coded: Partial<Record<Coding, Buffer>>;
}

/** A page kept: an answer 200, or the 404 page at its own address (`keptHeaders`). */
interface Entry {
  status: 200 | 404;
  /** The page's headers as the guard set them, without Content-Length and Content-Encoding, Vary naming Accept-Encoding. */
  headers: Array<[string, string | string[]]>;
  version: Version;
  /** Raw header lists ready for writeHead, by answer. */
  lists: Partial<Record<Coding | "identity" | "notModified", HeaderList>>;
}

/** Headers that change the page for a request that may be kept: Next's router's, and compression. */
const allowedVary = new Set([...routerHeaders, "accept-encoding"]);
/** Headers, other than the body's, an entry costs, roughly: enough that tiny pages still count. */
const entryOverhead = 2048;

/**
 * Where a page is kept: its address, without the query when no list reads it (`/vivre?utm_source=x`
 * is `/vivre`, `/agenda?type=news` stays itself). A query the page does not read would otherwise
 * make each address a page of its own, asked of Next.js and compressed again: a made-up query on
 * each request cost 8 ms of the server's time instead of a lookup.
 */
export function memoryAddress(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  return hasListParameters(new URLSearchParams(url.slice(start + 1))) ? url : url.slice(0, start);
}

/** A request of a visitor reading a page: no router request, no preview, no credentials, not an on-demand render. */
export function plainRequest(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined || headers[onDemandHeader] !== undefined || isRouterRequest(headers))
    return false;
  const cookie = headers.cookie;
  return cookie === undefined || !previewRequestCookie.test(cookie);
}

function listOf(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  return text
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
}

/**
 * The status of the answers kept at this address: 200, but 404 at the 404 page's own addresses
 * (lib/routing/framework-paths.ts), where the site's server sends every address with nothing
 * behind it (site-server.ts): that page is the same for all of them, and no shared cache keeps it.
 */
function keptStatus(address: string): Entry["status"] {
  return address.startsWith(notFoundPrefix) ? 404 : 200;
}

/** The headers to keep when the answer may be kept, else undefined. */
function keptHeaders(res: ServerResponse, status: Entry["status"]): Entry["headers"] | undefined {
  if (res.statusCode !== status || res.headersSent) return undefined;
  const headers = res.getHeaders();
  if (!isHtml(res)) return undefined;
  if (status === 200 && !sharedCacheable(headers["cache-control"])) return undefined;
  if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return undefined;
  const vary = listOf(headers.vary);
  if (vary.some((token) => !allowedVary.has(token.toLowerCase()))) return undefined;
  if (!vary.some((token) => token.toLowerCase() === "accept-encoding")) vary.push("Accept-Encoding");
  const kept: Entry["headers"] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (
      value === undefined ||
      name === "content-length" ||
      name === "content-encoding" ||
      name === "transfer-encoding" ||
      name === "vary" ||
      // The request's own (server.ts): each answer from memory has its request's.
      name === "x-request-id"
    )
      continue;
    kept.push([name, Array.isArray(value) ? [...value] : String(value)]);
  }
  kept.push(["vary", vary.join(", ")]);
  return kept;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = etag.replace(/^W\//, "");
  return listOf(ifNoneMatch).some((tag) => tag === "*" || tag.replace(/^W\//, "") === opaque);
}

/**
 * Whether this answer is written as a page file too: a GET the nginx front passes on (it names
 * its cache's status, a miss or an expired copy, never a bypass), at an address read from files,
 * with the page's whole shared lifetime (not Next's stale copy, whose lifetime is a second).
 */
function fileAddress(req: IncomingMessage, status: number, cacheControlOf: () => unknown): string | null {
  const front = req.headers["x-cache-status"];
  if (req.method !== "GET" || status !== 200 || typeof front !== "string" || front === "" || front === "BYPASS")
    return null;
  const address = req.url ?? "";
  if (pageFileFolder(address) === null) return null;
  const cacheControl = cacheControlOf();
  if (typeof cacheControl !== "string") return null;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return sMaxAge !== undefined && Number(sMaxAge) > pageCaching.staleSharedSeconds ? address : null;
}

function headerList(entry: Entry, extra: Array<[string, string | number]>): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of entry.headers) {
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else list.push(name, value);
  }
  for (const [name, value] of extra) list.push(name, value);
  return list;
}

function sizeOf(entry: Entry): number {
  const { body, coded } = entry.version;
  return entryOverhead + body.length + (coded.br?.length ?? 0) + (coded.gzip?.length ?? 0);
}

/** The memory: an LRU of pages by address, bounded in bytes, with a lifetime. */
class Memory implements PageMemory {
  private readonly entries: LRUCache<string, Entry>;
  /** Incremented by each clear and forget: an answer that started before it is not kept. */
  private generation = 0;
  private readonly clock: () => number;
  private readonly ttlMs: number;
  /** Addresses whose copy is past its time and asked of Next.js again by one request, since when. */
  private readonly refreshing = new Map<string, number>();
  private readonly files: PageFileWriter | undefined;
  private readonly wallClock: () => number;

  constructor(options: PageMemoryOptions) {
    this.files = options.files;
    this.wallClock = options.wallClock ?? Date.now;
    const clock = options.now ?? (() => performance.now());
    this.clock = clock;
    this.ttlMs = options.ttlMs;
    this.entries = new LRUCache<string, Entry>({
      ttl: options.ttlMs,
      // Each read compares with the clock: no cached time, no timer.
      ttlResolution: 0,
      maxSize: options.maxBytes,
      // A page that would take an eighth of the memory is not kept.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: sizeOf,
      // An entry past its time stays (within the size bound) until replaced: if the next answer is
      // the same version, its compressed copies are kept.
      noDeleteOnStaleGet: true,
      perf: { now: clock },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  forget(address: string): void {
    this.generation++;
    this.entries.delete(address);
  }

  serve(req: IncomingMessage, res: ServerResponse, own: readonly string[] = []): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (!req.url) return false;
    const address = memoryAddress(req.url);
    const status: LRUCache.Status<string, Entry> = {};
    const entry = this.entries.get(address, { allowStale: true, status });
    if (!entry || !plainRequest(req.headers)) return false;
    if (status.get === "stale" && !this.beingRefreshed(address)) {
      // Only a GET Next.js answers with the page can replace the copy: not a HEAD, not a 304.
      if (req.method === "GET" && req.headers["if-none-match"] === undefined) this.refresh(address, entry, res);
      return false;
    }
    this.answer(req, res, address, entry, own);
    return true;
  }

  /**
   * Past its time, a copy is asked of Next.js again by one request, and sent to the others until
   * Next's answer replaces it: under load, every request of the page in the meantime would
   * otherwise reach Next.js at once (about 8 per page and per lifetime at 50 connections, a stall
   * of a few hundred milliseconds on the largest page). A refresh that takes longer than the
   * memory's lifetime lets one more request through.
   */
  private beingRefreshed(address: string): boolean {
    const since = this.refreshing.get(address);
    return since !== undefined && this.clock() - since < this.ttlMs;
  }

  /** Marks the address as being asked again by this answer; once sent, a copy it did not replace is let go. */
  private refresh(address: string, stale: Entry, res: ServerResponse): void {
    const since = this.clock();
    this.refreshing.set(address, since);
    res.once("close", () => {
      if (this.refreshing.get(address) === since) this.refreshing.delete(address);
      // Next's answer could not be kept (another status, no shared lifetime, too large, cut short):
      // the old copy is not sent in its place.
      if (this.entries.peek(address, { allowStale: true }) === stale) this.entries.delete(address);
    });
  }

  readonly capturing: ResponseRule = ({ req, res }) => {
    if (req.method !== "GET" || !req.url || !plainRequest(req.headers)) return undefined;
    const address = memoryAddress(req.url);
    const status = keptStatus(address);
    const started = this.generation;
    const limit = this.entries.maxEntrySize;
    return {
      // Held whole, then kept and sent as a copy from memory is; past the limit, streamed as it comes.
      head: () => (keptHeaders(res, status) ? { hold: limit } : undefined),
      body: (body) => {
        const headers = keptHeaders(res, status);
        if (!headers || body.length > limit) return body;
        if (isDegradedCopy(body)) {
          if (status === 404 && this.generation === started) this.keepLast(address);
          return body;
        }
        const version = this.generation === started ? this.store(address, status, headers, body) : unkept(body);
        const coding = preferredCoding(req.headers["accept-encoding"]);
        const sent = coding ? this.codedBody(address, version, coding) : body;
        // Already encoded: compression passes it on as it is, with its length.
        if (coding) res.setHeader("content-encoding", coding);
        res.setHeader("content-length", sent.length);
        const file = this.fileFor(req, res.statusCode, () => res.getHeader("cache-control"));
        if (file) {
          res.setHeader(file.header[0], file.header[1]);
          res.once("finish", () => file.write(coding ?? "", sent));
        }
        return sent;
      },
    };
  };

  /**
   * A degraded copy is kept nowhere (a page's is `no-store`, so keptHeaders refuses it; the 404
   * page's is said by its body only): a copy is replaced only by a newer good copy. For the 404
   * page, rendered again from the same WordPress each time, the last good copy goes on being sent
   * for another lifetime, where every unknown address would otherwise be a render while WordPress
   * fails. A page's last good copy is Next's, sent from its cache.
   */
  private keepLast(address: string): void {
    const last = this.entries.peek(address, { allowStale: true });
    // A new entry object: the refresh under way (`refresh`) lets go of the one it replaced only.
    if (last) this.entries.set(address, { ...last });
  }

  private store(address: string, status: Entry["status"], headers: Entry["headers"], body: Buffer): Version {
    const etagHeader = headers.find(([name]) => name === "etag")?.[1];
    const etag = typeof etagHeader === "string" ? etagHeader : undefined;
    const previous = this.entries.peek(address, { allowStale: true })?.version;
    const version =
      previous && previous.etag === etag && previous.body.equals(body) ? previous : { etag, body, coded: {} };
    this.entries.set(address, { status, headers, version, lists: {} });
    return version;
  }

  /** The version's body in this coding, compressed once; counted in the bound while the address keeps that version. */
  private codedBody(address: string, version: Version, coding: Coding): Buffer {
    let coded = version.coded[coding];
    if (!coded) {
      coded = compress(version.body, coding);
      version.coded[coding] = coded;
      const entry = this.entries.peek(address);
      // Counted in the bound from now on (the entry keeps its time; the cache measures a new value only).
      if (entry?.version === version) this.entries.set(address, { ...entry }, { noUpdateTTL: true });
    }
    return coded;
  }

  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    entry: Entry,
    own: readonly string[],
  ): void {
    if (matches(req.headers["if-none-match"], entry.version.etag)) {
      // As Next.js answers 304: without Content-Type (lib/server/response-guard.ts).
      entry.lists.notModified ??= headerList(
        { ...entry, headers: entry.headers.filter(([name]) => name !== "content-type") },
        [],
      );
      res.writeHead(304, own.length ? entry.lists.notModified.concat(own) : entry.lists.notModified);
      res.end();
      return;
    }
    const coding = preferredCoding(req.headers["accept-encoding"]);
    const body = coding ? this.codedBody(address, entry.version, coding) : entry.version.body;
    const length: [string, number] = ["content-length", body.length];
    const list = (entry.lists[coding ?? "identity"] ??= headerList(
      entry,
      coding ? [["content-encoding", coding], length] : [length],
    ));
    // Asked only of an answer to the front: a visitor's from memory looks nothing up.
    const file = this.fileFor(req, entry.status, () => entry.headers.find(([name]) => name === "cache-control")?.[1]);
    const extra = file ? [...own, ...file.header] : own;
    res.writeHead(entry.status, extra.length ? list.concat(extra) : list);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    if (file) res.once("finish", () => file.write(coding ?? "", body));
  }

  /**
   * For an answer written as a page file too (`fileAddress`): the header telling nginx's cache
   * to keep its copy as long as nginx reads the file, and the write, once the answer is sent.
   */
  private fileFor(req: IncomingMessage, status: number, cacheControlOf: () => unknown) {
    const files = this.files;
    if (!files) return undefined;
    const address = fileAddress(req, status, cacheControlOf);
    if (address === null) return undefined;
    const writtenAt = this.wallClock();
    return {
      header: ["x-accel-expires", String(pageFileLifetimeSeconds(writtenAt))] as [string, string],
      write: (coding: FileCoding, body: Buffer) => void files.write(address, coding, body, writtenAt),
    };
  }
}

/** A version sent but not kept (the memory was emptied while it was being rendered). */
const unkept = (body: Buffer): Version => ({ etag: undefined, body, coded: {} });

export function createPageMemory(options: PageMemoryOptions): PageMemory {
  return new Memory(options);
}

const registryKey = Symbol.for("vitrine.pageMemory");
type Registry = { [registryKey]?: PageMemory };

/** Makes `memory` the process's (server.ts), for `clearPageMemory` in the revalidation route (a separate bundle). */
export function registerPageMemory(memory: PageMemory): PageMemory {
  (globalThis as Registry)[registryKey] = memory;
  return memory;
}

/** Empties the process's memory of pages, if it has one (not under `next dev`). */
export function clearPageMemory(): void {
  (globalThis as Registry)[registryKey]?.clear();
}
