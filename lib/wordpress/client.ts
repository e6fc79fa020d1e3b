// The HTTP client for the WordPress REST API: ky with SPEC.md §7's behaviour (10 s timeout,
// 2 retries on 408/413/429/500/502/503/504 for idempotent methods, never for POST), typed
// errors, every collection read to its last page, and a data cache with tags around every read
// (lib/wordpress/data-cache.ts): only validated answers are cached, so a WordPress answering
// nonsense never replaces good data, and a page render never waits past its deadline. When
// WordPress fails, pages rendered before stay in the page cache (docs/operations/caching.md).
import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import type { z } from "zod";
import { env } from "../../config/env.ts";
import { contentLimits, http, perPage } from "../../config/site.ts";
import { logger } from "../server/log.ts";
import { metrics, restRoute } from "../server/metrics.ts";
import { noteWordPressUnavailable } from "../server/request-context.ts";
import { availability } from "./availability.ts";
import { nextDataCache, renderTimeLeft, type DataCache } from "./data-cache.ts";
import { knownUnavailableCode, WordPressError } from "./errors.ts";

export type SearchParams = Record<string, string | number | undefined>;

export interface ReadOptions {
  searchParams?: SearchParams;
  /** Cache tags for on-demand revalidation. */
  tags?: string[];
  /** The caller changes nothing in what it gets (lib/cache/invalidation.ts, `readOnce`). */
  shared?: boolean;
}

const log = logger("wordpress");

/**
 * A request to WordPress, counted (vitrine_wordpress_requests_total: its route, method and status,
 * or timeout, unreachable) and timed (vitrine_wordpress_request_duration_seconds).
 */
async function measured(method: "GET" | "POST", path: string, call: () => Promise<Response>): Promise<Response> {
  const route = restRoute(path);
  const site = metrics();
  const started = performance.now();
  let status = "unreachable";
  try {
    const response = await call();
    status = String(response.status);
    return response;
  } catch (error) {
    if (error instanceof HTTPError) status = String(error.response.status);
    else if (error instanceof TimeoutError) status = "timeout";
    throw error;
  } finally {
    site.wordpressRequests.inc({ route, method, status });
    site.wordpressSeconds.observe({ route, method }, (performance.now() - started) / 1000);
  }
}

/** `read`, its failure counted by route and code (vitrine_wordpress_errors_total). */
async function counted<T>(path: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof WordPressError && error.code !== knownUnavailableCode)
      metrics().wordpressErrors.inc({ route: restRoute(path), code: error.code });
    throw error;
  }
}

export type { DataCache } from "./data-cache.ts";

export interface ClientOptions {
  /** WordPress origin, e.g. https://cms.example.org (REST base is /wp-json). */
  wordpressUrl: string;
  timeoutMs?: number;
  retries?: number;
  /** Where validated answers are kept; none: every read goes to WordPress (tests, scripts, the proxy). */
  cache?: DataCache;
  /** Milliseconds the current render may still wait for WordPress; undefined: no deadline. */
  remainingMs?: () => Promise<number | undefined> | number | undefined;
  /** Told of every read that found WordPress unavailable (down, slow, 5xx, nonsense). */
  onUnavailable?: (error: WordPressError) => void;
  /** WordPress answered a read (after an outage: it is back). */
  onAnswered?: () => void;
  /**
   * Why WordPress is known to be unavailable right now, or null. While it is, a read the cache
   * cannot answer fails at once instead of waiting for WordPress (a probe says when it is back).
   */
  knownUnavailable?: () => string | null;
  /** Concurrency when reading the remaining pages of a collection. */
  pageConcurrency?: number;
  /** Headers sent with every request (the preview user's `Authorization`, lib/wordpress/preview.ts). */
  headers?: Record<string, string>;
}

export interface WordPressClient {
  readonly wordpressUrl: string;
  /** GET one resource and validate it. */
  get<S extends z.ZodType>(path: string, schema: S, options?: ReadOptions): Promise<z.output<S>>;
  /** GET every page of a collection (per_page 100, following X-WP-TotalPages). */
  getAll<S extends z.ZodType>(path: string, itemSchema: S, options?: ReadOptions): Promise<Array<z.output<S>>>;
  /** POST multipart form data once (never retried) and return the parsed JSON body. */
  postForm(path: string, body: FormData, headers?: Record<string, string>): Promise<unknown>;
}

/**
 * A WordPress answer's JSON: refused when longer than the site reads or not JSON (503, as
 * WordPress answering nonsense), each text longer than `contentLimits.stringChars` cut to it.
 */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length > contentLimits.responseChars) {
    throw new WordPressError(
      `WordPress answered ${response.url} with ${text.length} characters, more than the site reads (${contentLimits.responseChars})`,
      { status: 503, code: "invalid_response", url: response.url },
    );
  }
  try {
    let cut = 0;
    const data: unknown = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value !== "string" || value.length <= contentLimits.stringChars) return value;
      cut++;
      return value.slice(0, contentLimits.stringChars);
    });
    if (cut > 0)
      log.warn(
        `${response.url}: ${cut} text(s) longer than ${contentLimits.stringChars} characters cut to that length`,
      );
    return data;
  } catch (cause) {
    const type = response.headers.get("content-type") ?? "no content type";
    throw new WordPressError(
      `WordPress answered ${response.url} with a body that is not JSON (${type}): ${snippet(text)}`,
      {
        status: 503,
        code: "invalid_json",
        url: response.url,
        cause,
      },
    );
  }
}

/** The items of a collection's pages, each page a list. */
function collectionItems(pages: unknown[], path: string, url: string): unknown[] {
  return pages.flatMap((page, index) => {
    if (!Array.isArray(page)) {
      throw new WordPressError(`WordPress answered page ${index + 1} of ${path} with something that is not a list`, {
        status: 503,
        code: "invalid_shape",
        url,
      });
    }
    return page as unknown[];
  });
}

/** POSTs form data once (never retried) and parses the JSON answer; every failure counted and typed. */
async function postForm(api: KyInstance, url: string, path: string, body: FormData, headers: Record<string, string>) {
  try {
    const response = await measured("POST", path, () => api.post(path, { body, headers, retry: 0, cache: "no-store" }));
    return JSON.parse(await response.text()) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) {
      metrics().wordpressErrors.inc({ route: restRoute(path), code: "invalid_json" });
      throw new WordPressError(`WordPress answered ${url} with a body that is not JSON`, {
        status: 503,
        code: "invalid_json",
        url,
        cause: error,
      });
    }
    const failure = await toWordPressError(error, url);
    metrics().wordpressErrors.inc({ route: restRoute(path), code: failure.code });
    throw failure;
  }
}

function validate<S extends z.ZodType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const where = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  throw new WordPressError(`WordPress answered ${url} with an unexpected shape: ${where}`, {
    status: 503,
    code: "invalid_shape",
    url,
    cause: result.error,
  });
}

/** The ky instance for the REST API: SPEC.md §7's timeout and retries (idempotent methods only). */
function restApi(restBase: string, clientOptions: ClientOptions): KyInstance {
  return ky.create({
    prefix: restBase,
    timeout: clientOptions.timeoutMs ?? http.timeoutMs,
    retry: {
      limit: clientOptions.retries ?? http.retries,
      methods: ["get", "head"],
      statusCodes: [...http.retryStatuses],
      retryOnTimeout: true,
      backoffLimit: 2000,
      maxRetryAfter: 2000,
    },
    headers: { ...clientOptions.headers, accept: "application/json" },
  });
}

/** A read through the data cache, bounded by the render's deadline, reporting unavailability. */
async function readThroughCache<T>(
  clientOptions: ClientOptions,
  { key, path, url }: { key: string[]; path: string; url: string },
  { tags = [], shared }: ReadOptions,
  read: () => Promise<T>,
): Promise<T> {
  const remainingMs = await clientOptions.remainingMs?.();
  const readNow = () => {
    const reason = clientOptions.knownUnavailable?.();
    if (reason)
      return Promise.reject(
        new WordPressError(`WordPress was not asked for ${url}: it is unavailable (${reason})`, {
          status: 503,
          code: knownUnavailableCode,
          url,
        }),
      );
    // Reported where the read fails, whoever waits for it: a render, or Next refreshing a stale
    // entry of its data cache in the background (nobody awaits that one here, and Next only logs
    // its failure: unreported, each such failure of an outage would be logged as news).
    return read().catch((error: unknown) => {
      if (error instanceof WordPressError && error.isUnavailable) clientOptions.onUnavailable?.(error);
      throw error;
    });
  };
  const pending = clientOptions.cache ? clientOptions.cache(key, tags, readNow, { shared }) : readNow();
  try {
    return await withDeadline(pending, remainingMs, url);
  } catch (error) {
    if (error instanceof WordPressError && error.code === "deadline")
      metrics().wordpressErrors.inc({ route: restRoute(path), code: error.code });
    if (error instanceof WordPressError && error.isUnavailable) {
      // The request this read was for: a page it fails is the 503 page, whatever WordPress's state by then.
      noteWordPressUnavailable(error.message);
      // A failed read was reported by `readNow`; a read not even tried tells nothing new (and must
      // not delay the probe that sees WordPress back); the deadline is this render's own.
      if (error.code === "deadline") clientOptions.onUnavailable?.(error);
    }
    throw error;
  }
}

export function createWordPressClient(clientOptions: ClientOptions): WordPressClient {
  const wordpressUrl = clientOptions.wordpressUrl.replace(/\/+$/, "");
  /** The REST API's base (WordPress's /wp-json/), and a route's address on it. */
  const restBase = `${wordpressUrl}/wp-json/`;
  const restUrl = (path: string) => `${restBase}${path}`;
  const pageConcurrency = clientOptions.pageConcurrency ?? 4;
  const api = restApi(restBase, clientOptions);

  /** A read through the data cache (the WordPress origin is part of its key: the cache outlives builds and may see another WordPress). */
  function cachedRead<T>(kind: string, path: string, options: ReadOptions, read: () => Promise<T>): Promise<T> {
    const key = [wordpressUrl, kind, path, JSON.stringify(clean(options.searchParams))];
    return readThroughCache(clientOptions, { key, path, url: restUrl(path) }, options, read);
  }

  async function request(path: string, options: ReadOptions): Promise<{ data: unknown; response: Response }> {
    let response: Response;
    try {
      response = await measured("GET", path, () =>
        api.get(path, { searchParams: clean(options.searchParams), cache: "no-store" }),
      );
    } catch (error) {
      throw await toWordPressError(error, restUrl(path));
    }
    clientOptions.onAnswered?.();
    return { data: await readJson(response), response };
  }

  async function readAll<S extends z.ZodType>(
    path: string,
    itemSchema: S,
    options: ReadOptions,
  ): Promise<Array<z.output<S>>> {
    const searchParams = { ...options.searchParams, per_page: perPage };
    const first = await request(path, { ...options, searchParams: { ...searchParams, page: 1 } });
    const totalPages = Number(first.response.headers.get("x-wp-totalpages") ?? "1");
    const pages: unknown[] = [first.data];
    const remaining = Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) => index + 2);
    for (let start = 0; start < remaining.length; start += pageConcurrency) {
      const batch = remaining.slice(start, start + pageConcurrency);
      const results = await Promise.all(
        batch.map((page) => request(path, { ...options, searchParams: { ...searchParams, page } })),
      );
      pages.push(...results.map((result) => result.data));
    }
    const items = collectionItems(pages, path, restUrl(path));
    return items.map((item, index) => validate(itemSchema, item, `${restUrl(path)} [item ${index}]`));
  }

  return {
    wordpressUrl,

    get(path, schema, options = {}) {
      return cachedRead("get", path, options, () =>
        counted(path, async () => {
          const { data, response } = await request(path, options);
          return validate(schema, data, response.url);
        }),
      );
    },

    getAll(path, itemSchema, options = {}) {
      return cachedRead("getAll", path, options, () => counted(path, () => readAll(path, itemSchema, options)));
    },

    postForm(path, body, headers = {}) {
      return postForm(api, restUrl(path), path, body, headers);
    },
  };
}

/** `pending`, or a 503 WordPressError once `remainingMs` have passed (the read itself goes on and fills the cache). */
async function withDeadline<T>(pending: Promise<T>, remainingMs: number | undefined, url: string): Promise<T> {
  if (remainingMs === undefined) return pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new WordPressError(`WordPress did not answer ${url} before the page's deadline`, {
            status: 503,
            code: "deadline",
            url,
          }),
        ),
      Math.max(0, remainingMs),
    );
  });
  // A read that fails after the deadline has nobody waiting for it: its failure is logged by the cache, not thrown.
  pending.catch(() => {});
  try {
    return await Promise.race([pending, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function clean(params: SearchParams | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) out[key] = String(value);
  return out;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat || "(empty)";
}

async function toWordPressError(error: unknown, url: string): Promise<WordPressError> {
  if (error instanceof WordPressError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let code = `http_${status}`;
    let message = `WordPress answered ${status} for ${url}`;
    // ky has already read the body into `data`: a WordPress error is {code, message, data:{status}}.
    const body = error.data;
    if (typeof body === "object" && body !== null) {
      const { code: wpCode, message: wpMessage } = body as { code?: unknown; message?: unknown };
      if (typeof wpCode === "string") code = wpCode;
      if (typeof wpMessage === "string") message = `${message}: ${wpMessage}`;
    }
    return new WordPressError(message, { status, code, url, cause: error });
  }
  if (error instanceof TimeoutError) {
    return new WordPressError(`Request timed out: ${url}`, { status: 503, code: "timeout", url, cause: error });
  }
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new WordPressError(`WordPress could not be reached at ${url}: ${reason}`, {
    status: 503,
    code: "unreachable",
    url,
    cause: error,
  });
}

const shared = new Map<number | false, WordPressClient>();

/** The shared client whose answers the data cache keeps for `revalidate` seconds (false: until an edit's tags expire them). */
function sharedClient(revalidate: number | false): WordPressClient {
  const config = env();
  let client = shared.get(revalidate);
  if (!client) {
    client = createWordPressClient({
      wordpressUrl: config.wordpressUrl,
      cache: nextDataCache(revalidate),
      remainingMs: () => renderTimeLeft(config.renderDeadlineMs),
      onUnavailable: (error) => availability().reportFailure(error),
      onAnswered: () => availability().reportAnswer(),
      knownUnavailable: () => availability().knownDown()?.reason ?? null,
    });
    shared.set(revalidate, client);
  }
  return client;
}

/**
 * The client for the configured WordPress (or the embedded CMS), shared by the whole app: answers
 * kept in Next's data cache for REVALIDATE_SECONDS, each render bounded by RENDER_DEADLINE_MS.
 */
export function wordpress(): WordPressClient {
  return sharedClient(env().revalidateSeconds);
}

/**
 * The same client with answers kept until an edit expires their tags, never by time: what a
 * render reads with it gives the render no lifetime of its own, so the page (or route) is
 * rendered again by the edit pipeline only. The search documents (app/api/search-index) read
 * with it: rendered by time, they read all of WordPress's content again every REVALIDATE_SECONDS
 * in the serving process, for the same index.
 */
export function wordpressUntilEdited(): WordPressClient {
  return sharedClient(false);
}
