// The one path an edit in WordPress takes through every copy of a page: Next's cache, the
// server's memory of pages (lib/server/page-memory.ts) and the nginx front or a CDN
// (lib/cache/purge.ts). One rule for all of them: a copy is replaced only by a newer good copy.
//
// `invalidate(change, route)` is called by the webhook's route (app/api/revalidate) and does, in
// this order:
// 1. re-reads the site's paths when pages or events changed (the route table); in a burst, only
//    the first webhook does, and the others' read is one, once the burst is over (below);
// 2. marks the change's tags stale in Next's cache (`revalidateTag(tag, "max")`): nothing is
//    deleted, Next keeps serving each page it has (stale) and renders it again in the background;
// 3. queues every page to render again, the edited item's own pages first, and answers.
//    One page's edit that changed nothing other pages show of it (the route table, read again,
//    has the same paths, and the page the same translations and title as at the previous re-read:
//    what links, the language switch and breadcrumbs show) reaches its own pages alone: only its
//    own tag is marked (`change.own`), only its pages and the search index are queued, and the
//    final purge (7) takes only the other forms of its paths. The most common edit, a page's text,
//    costs a few renders instead of one per page of the site. When the comparison cannot be made
//    (WordPress failing, the first re-read of the process, a webhook in a burst), every page.
// Then, in the background, once no webhook came for `quietMs` (a burst of webhooks, WordPress's
// bulk edits or a client hammering the endpoint, is one refresh: each page queued once, rendered
// once, purged as for one webhook; at most `longestWaitMs` after the burst's first while they keep
// coming), the site's paths read again if a webhook of the burst asked for it, and once Next has
// applied the marks (it does so after the route has answered; until then it would serve the old
// copies as fresh):
// 4. the memory of pages is emptied: from then on it keeps Next's stale answers for its short
//    time, each with the guard's one-second shared lifetime, until the page's render (6);
// 5. each page is rendered anew, on demand (Next's own on-demand revalidation, which reads
//    WordPress without the data cache and stores the page only when its render succeeded);
// 6. only once its render succeeded, the page's copies go: this instance's memory forgets it and
//    the front purges it. A render WordPress cannot serve (503) keeps every copy as it is: the
//    page is tried again every `retryMs` until WordPress answers, logged once per outage;
//    The search index's documents (app/api/search-index) are rendered right after the edited
//    item's pages, as a page is: once their render succeeded, this process's search index is
//    built from them (`refreshSearch`; lib/search/index-holder.ts), so the edit reaches the
//    results, and their front copy is purged (browsers read them for offline search); they are
//    rendered by no one else (they have no lifetime: lib/wordpress/client.ts, `wordpressUntilEdited`).
//    WordPress down: tried again like a page;
// 7. once every page is rendered, every address the front may hold is purged (the filtered lists
//    and other forms of a path, which Next renders again the moment they are asked for, serving
//    their stale copy meanwhile), and the memory of pages is emptied once more.
//
// WordPress is read once per run, not once per page: Next renders a page on demand without its
// data cache (every read of the render goes to WordPress, so none can be older than the edit), and
// most of a page's reads are the same for every page (the route table's lists, the options, the
// societies). While a run goes on, each read (its path and query) made since the latest webhook is
// kept (`readOnce`) and given to the next renders: read after the edit, it is as new as a read of
// their own would be. A webhook starts a new set (what was read before it may predate its edit);
// a failed read is not kept; the set goes when the run ends. It holds the reads used last
// (`newReads`): the ones every page makes stay, a page's own (read once per run in any case)
// make way, so that a site of thousands of pages does not hold them all.
//
// Each webhook's body is kept in the journal of edits (lib/cache/edit-journal.ts) until a run
// ends with nothing left to render or purge: a restarted server takes them in again (server.ts).
//
// Why this is race-free behind a shared cache: from step 4 on, Next serves an old page only as
// stale, and the response guard sends a stale answer with a shared-cache lifetime of a second
// (`pageCaching.staleSharedSeconds`), so a front that stores one while the page is being rendered
// keeps it that long; a page answered fresh before the marks applied cannot still be on its way
// when its render is over, and step 7 purges once more in any case.
import type { RouteChanges } from "../wordpress/route-table.ts";
import type { Revalidation } from "../wordpress/revalidation.ts";
import type { EditJournal } from "./edit-journal.ts";
import type { PurgeReport } from "./purge.ts";
import { LRUCache } from "lru-cache";
import { logger } from "../server/log.ts";

/** What rendering a page again on demand gave. */
export type RenderOutcome =
  /** Rendered and stored: the new copy replaces the old ones. */
  | "rendered"
  /** Nothing lives there any more (404, 410) or it moved (a redirect): the old copies go. */
  | "gone"
  /** WordPress could not serve it (the site's 503): every copy stays, tried again later. */
  | "unavailable"
  /** Failed otherwise (a 500, no answer): tried again a few times, then left as it is. */
  | "failed";

/** The steps the webhook's route gives: they run in Next's request context. */
export interface RouteSteps {
  /** Marks the tags stale (`revalidateTag(tag, "max")`); Next applies it after the route returns. */
  markStale(tags: string[]): void;
  /** Re-reads the site's paths after pages or events changed. */
  reloadRoutes(): Promise<RouteChanges>;
  /** Every site path known now, decoded (the route table). */
  knownPaths(): Promise<string[]>;
  /** The paths of the items the tags name (`wp:page:163` → `/vivre`, `/en/life`): rendered first. */
  itemPaths(tags: string[]): Promise<string[]>;
  /**
   * For an address the front holds besides the site's paths, the route of the page Next keeps
   * for it when that is a page of its own (a filtered list), else undefined (the page at its path).
   */
  listPageRoute(address: string): Promise<string | undefined>;
}

/** The steps of the site's server (server.ts): they run outside any request. */
export interface ServerSteps {
  /** Whether Next treats the tags as stale from `since` on (it applies the marks after the route returns). */
  marksApplied(tags: string[], since: number): boolean;
  /** Renders the page at this route again, on demand (an address, or a filtered list's route). */
  render(route: string): Promise<RenderOutcome>;
  /** Empties the memory of pages (answers being sent are not kept). */
  clearMemory(): void;
  /** Forgets the memory's copy of one address (answers being sent are not kept). */
  forget(address: string): void;
  /** Purges the front's copies of these addresses; undefined when there is no front. Never rejects. */
  purge(addresses: string[]): Promise<PurgeReport[] | undefined>;
  /** Every address the front may hold besides the site's paths (lib/cache/purge.ts, the address book). */
  frontAddresses(): Promise<string[]>;
  /** Builds the search index again from the documents just rendered (lib/search/index-holder.ts). Never rejects. */
  refreshSearch?(): Promise<void>;
}

export interface InvalidationOptions {
  /** The homes and offline pages: rendered and purged with the paths of the route table. */
  fixedPaths: readonly string[];
  /** The search index's documents route: rendered after the edited item's pages, then `refreshSearch`. */
  searchIndexPath?: string;
  /** Time between two tries of a page WordPress could not serve. */
  retryMs: number;
  /** Tries of a page that fails for another reason than WordPress, before it is left as it is. */
  maxFailures: number;
  /** Longest wait for Next to apply the marks before going on anyway. */
  marksDeadlineMs: number;
  /** Pages rendered at once (1 by default). */
  workers?: number;
  /** Time without a webhook after which rendering starts (0 by default: at once). */
  quietMs?: number;
  /** Longest wait for a quiet time, from the first webhook of a burst. */
  longestWaitMs?: number;
  /** Where each webhook's body is kept until its edit has gone through (lib/cache/edit-journal.ts). */
  journal?: Pick<EditJournal, "record" | "clear">;
  log?: Pick<Console, "info" | "warn">;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface InvalidationAnswer {
  revalidated: string[];
  paths: boolean;
  /** Pages queued to render again (in the background). */
  rendering: number;
}

/** What the pipeline is doing (/api/ready). */
export interface InvalidationState {
  /** Whether an edit is still going through (pages to render, or the final purge). */
  pending: boolean;
  /** Pages still to render after an edit. */
  rendering: number;
  /** Since when WordPress has not served the page being rendered (epoch ms), if it does not. */
  waitingSince?: number;
}

export interface Invalidation {
  /** Takes an edit in; `body`, the webhook's, is kept in the journal until the edit has gone through. */
  invalidate(change: Revalidation, route: RouteSteps, body?: unknown): Promise<InvalidationAnswer>;
  state(): InvalidationState;
  /**
   * While an edit goes through: `read`'s result under `key` (a WordPress path and query), read once
   * since the latest webhook and shared by the renders that ask for it (each gets its own copy, or
   * with `shared`, for a caller that changes nothing in it, the same one, frozen); otherwise
   * `read()` itself.
   */
  readOnce<T>(key: string, read: () => Promise<T>, options?: ReadOnceOptions): Promise<T>;
  /** Resolves when nothing is queued and no page is being rendered (tests). */
  idle(): Promise<void>;
}

export interface ReadOnceOptions {
  /**
   * The caller changes nothing in what it gets: it is handed the run's copy itself, frozen, instead
   * of a copy of its own (the route table's lists: a site of thousands of pages and events spent a
   * fifth of an edit's time copying them for each render).
   */
  shared?: boolean;
}

interface Marks {
  tags: string[];
  since: number;
}

/** The reads of an edit's run (readOnce): the 256 used last. */
const newReads = () => new LRUCache<string, Promise<unknown>>({ max: 256 });

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The pipeline's state and steps (createInvalidation). */
class Pipeline {
  private readonly log: Pick<Console, "info" | "warn">;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** Addresses to render, in order, each with the route to render it at (a Map keeps the first position of each). */
  private queue = new Map<string, string>();
  /** The latest webhook's route steps (the filtered lists' routes). */
  private route: RouteSteps | undefined;
  /** Marks not yet seen applied. */
  private marks: Marks[] = [];
  /** Site paths to purge once the queue is empty. */
  private readonly rendered = new Set<string>();
  /** Addresses being rendered now. */
  private readonly inFlight = new Set<string>();
  private running: Promise<void> | null = null;
  private startedAt = 0;
  private outageSince: number | undefined;
  /** Webhooks being taken in (reading the site's paths) and when the latest came; when the burst's first came. */
  private arriving = 0;
  private lastWebhookAt = -Infinity;
  private burstStartedAt: number | undefined;
  /** A webhook of the burst asked for the site's paths to be read again: read once, after the burst. */
  private pathsAfterBurst = false;
  /** A webhook since the last final purge queued every page (not one page's own alone). */
  private everything = false;
  /** WordPress's answers read since the latest webhook, while a run goes on (readOnce). */
  private reads: LRUCache<string, Promise<unknown>> | undefined;

  private readonly server: ServerSteps;
  private readonly options: InvalidationOptions;

  constructor(server: ServerSteps, options: InvalidationOptions) {
    this.server = server;
    this.options = options;
    this.log = options.log ?? logger("cache");
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
  }

  /** Waits until no webhook came for `quietMs` and none is being taken in, or `longestWaitMs` after the burst's first. */
  private async quiet(): Promise<void> {
    const quietMs = this.options.quietMs ?? 0;
    for (;;) {
      const first = this.burstStartedAt ?? this.now();
      const until = Math.min(this.lastWebhookAt + quietMs, first + (this.options.longestWaitMs ?? quietMs));
      const waiting = this.arriving > 0 && this.now() < first + (this.options.longestWaitMs ?? quietMs);
      if (!waiting && this.now() >= until) break;
      await this.sleep(waiting ? 10 : until - this.now());
    }
    this.burstStartedAt = undefined;
  }

  private async waitForMarks(): Promise<void> {
    if (!this.marks.length) return;
    const waiting = this.marks;
    this.marks = [];
    const deadline = this.now() + this.options.marksDeadlineMs;
    while (!waiting.every(({ tags, since }) => this.server.marksApplied(tags, since))) {
      if (this.now() >= deadline) {
        this.log.warn(
          `[invalidation] Next did not apply the revalidation of ${waiting.flatMap((mark) => mark.tags).join(", ")} within ${this.options.marksDeadlineMs} ms; rendering anyway`,
        );
        break;
      }
      await this.sleep(10);
    }
    this.server.clearMemory();
  }

  /** Renders one address until it is done with; false when it is left as it is. */
  private async renderOne(address: string, target: string): Promise<boolean> {
    let failures = 0;
    for (;;) {
      // A webhook that came meanwhile: its marks first.
      await this.waitForMarks();
      const outcome = await this.server.render(target);
      if (outcome === "rendered" || outcome === "gone") {
        if (this.outageSince !== undefined)
          this.log.info(
            `[invalidation] WordPress answers again after ${Math.round((this.now() - this.outageSince) / 1000)} s: rendering the ${this.queue.size + this.inFlight.size} pages left`,
          );
        this.outageSince = undefined;
        if (address === this.options.searchIndexPath) await this.server.refreshSearch?.();
        this.server.forget(address);
        await this.server.purge([address]);
        return true;
      }
      if (outcome === "unavailable") {
        if (this.outageSince === undefined) {
          this.outageSince = this.now();
          this.log.warn(
            `[invalidation] WordPress is unavailable: ${this.queue.size + this.inFlight.size} pages keep their last content, served as it is, until it answers (tried every ${this.options.retryMs} ms)`,
          );
        }
      } else if (++failures >= this.options.maxFailures) {
        this.log.warn(`[invalidation] ${address} failed to render ${failures} times: its last good copy stays`);
        return false;
      }
      await this.sleep(this.options.retryMs);
    }
  }

  /** Renders what the queue holds, `workers` pages at a time; counts what was left as it was. */
  private async drain(): Promise<number> {
    let left = 0;
    const worker = async () => {
      for (let next = this.take(); next !== undefined; next = this.take()) {
        const [address, target] = next;
        if (await this.renderOne(address, target)) {
          if (address !== this.options.searchIndexPath) this.rendered.add(address);
        } else left++;
        this.inFlight.delete(address);
      }
    };
    await Promise.all(Array.from({ length: this.options.workers ?? 1 }, worker));
    return left;
  }

  private take(): [string, string] | undefined {
    const next = this.queue.entries().next().value;
    if (next === undefined) return undefined;
    this.queue.delete(next[0]);
    this.inFlight.add(next[0]);
    return next;
  }

  /** Reads the site's paths again, and says what moved. */
  private async reloadRoutes(steps: RouteSteps): Promise<RouteChanges> {
    const changes = await steps.reloadRoutes();
    if (changes.added.length || changes.removed.length)
      this.log.info(`[invalidation] the site's paths changed${describeChanges(changes)}`);
    return changes;
  }

  private async work(): Promise<void> {
    await this.quiet();
    if (this.pathsAfterBurst && this.route) {
      this.pathsAfterBurst = false;
      for (const address of (await this.reloadRoutes(this.route)).known.map(encodeURI))
        if (!this.rendered.has(address) && !this.queue.has(address) && !this.inFlight.has(address))
          this.queue.set(address, address);
    }
    await this.waitForMarks();
    let left = await this.drain();
    // The other pages the front holds (filtered lists, other forms of a path): rendered too, once
    // each; after edits of one page alone, only those of its paths.
    const everything = this.everything;
    this.everything = false;
    const others = (await this.server.frontAddresses()).filter(
      (address) => everything || this.rendered.has(pathOf(address)),
    );
    const routes = new Set<string>();
    for (const address of others) {
      const target = this.rendered.has(address) ? undefined : await this.route?.listPageRoute(address);
      if (target !== undefined && !routes.has(target)) {
        routes.add(target);
        this.queue.set(address, target);
      }
    }
    left += await this.drain();
    await this.waitForMarks();
    const count = this.rendered.size;
    const addresses = [...new Set([...this.rendered, ...others])];
    this.rendered.clear();
    const reports = await this.server.purge(addresses);
    this.server.clearMemory();
    const front = reports
      ?.map(
        (report) =>
          `${report.target}: ${report.purged} purged, ${report.notCached} not cached${report.failed ? `, ${report.failed} not purged (${report.error})` : ""}`,
      )
      .join("; ");
    this.log.info(
      `[invalidation] ${count} pages rendered again in ${Math.round((this.now() - this.startedAt) / 100) / 10} s${left ? `, ${left} left as they were` : ""}${front ? `; the front's ${addresses.length} addresses: ${front}` : ""}`,
    );
  }

  private start(): void {
    if (!this.running) {
      this.startedAt = this.now();
      this.reads ??= newReads();
    }
    this.running ??= (async () => {
      try {
        // A webhook during the final purge queues more.
        while (this.queue.size || this.marks.length) await this.work();
        // Every edit taken in went through, unless one is being taken in now (it starts a run of its own).
        if (!this.arriving) this.options.journal?.clear();
      } catch (error) {
        this.log.warn(`[invalidation] stopped: ${error instanceof Error ? error.stack : String(error)}`);
      } finally {
        this.running = null;
        this.reads = undefined;
      }
    })();
  }

  async invalidate(change: Revalidation, steps: RouteSteps, body?: unknown): Promise<InvalidationAnswer> {
    this.route = steps;
    const { tags, paths } = change;
    if (!tags.length) return { revalidated: [], paths, rendering: 0 };
    if (body !== undefined) this.options.journal?.record(body);
    const since = this.now();
    // A webhook of a burst under way: the site's paths are read once, after the burst.
    const inBurst = this.burstStartedAt !== undefined;
    this.burstStartedAt ??= since;
    this.lastWebhookAt = since;
    this.arriving++;
    // What was read before this webhook may predate its edit.
    this.reads = newReads();
    try {
      if (paths && inBurst) this.pathsAfterBurst = true;
      const changes = paths && !inBurst ? await this.reloadRoutes(steps) : undefined;
      // One page's edit that changed nothing other pages show of it: its own pages, alone.
      const own = change.own;
      const alone =
        own !== undefined &&
        changes?.complete === true &&
        !changes.added.length &&
        !changes.removed.length &&
        !changes.changed.length;
      const marked = alone ? own : tags;
      steps.markStale(marked);
      this.marks.push({ tags: marked, since });
      const items = await steps.itemPaths(tags);
      // The edited item's pages, then the search index (the edit reaches the results next).
      const first = (this.options.searchIndexPath ? [...items, this.options.searchIndexPath] : items).map(encodeURI);
      const rest = alone ? [] : [...this.options.fixedPaths, ...(changes?.known ?? (await steps.knownPaths()))];
      if (!alone) this.everything = true;
      const addresses = [...first, ...rest.map(encodeURI)];
      // The edited item's pages go first, before anything queued by an earlier webhook.
      const entries = (list: string[]) => list.map((address): [string, string] => [address, address]);
      this.queue = new Map([...entries(first), ...this.queue, ...entries(addresses)]);
      this.start();
      return { revalidated: marked, paths, rendering: new Set(addresses).size };
    } finally {
      this.arriving--;
      this.lastWebhookAt = Math.max(this.lastWebhookAt, this.now());
    }
  }

  state(): InvalidationState {
    return {
      pending: this.running !== null,
      rendering: this.queue.size + this.inFlight.size,
      ...(this.outageSince !== undefined ? { waitingSince: this.outageSince } : {}),
    };
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async readOnce<T>(key: string, read: () => Promise<T>, options: ReadOnceOptions = {}): Promise<T> {
    const reads = this.reads;
    if (!reads) return read();
    let pending = reads.get(key) as Promise<T> | undefined;
    if (!pending) {
      const started = read();
      // A failed read is not kept: the next render asks WordPress again.
      started.catch(() => {
        if (reads.peek(key) === started) reads.delete(key);
      });
      reads.set(key, started);
      pending = started;
    }
    // Each render its own copy: what one render does with its data never reaches another. A shared
    // read is frozen by its first shared caller (the copies given to the others stay as they are).
    return options.shared ? deepFreeze(await pending) : structuredClone(await pending);
  }
}

/** An address's path, without its query (`/agenda?type=news` → `/agenda`). */
function pathOf(address: string): string {
  const query = address.indexOf("?");
  return query === -1 ? address : address.slice(0, query);
}

/** Freezes a value read from WordPress (plain objects and arrays) all the way down; returns it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createInvalidation(server: ServerSteps, options: InvalidationOptions): Invalidation {
  const pipeline = new Pipeline(server, options);
  return {
    invalidate: (change, route, body) => pipeline.invalidate(change, route, body),
    state: () => pipeline.state(),
    idle: () => pipeline.idle(),
    readOnce: (key, read, readOptions) => pipeline.readOnce(key, read, readOptions),
  };
}

/** ` (added: /a; removed: /b)`. */
function describeChanges({ added, removed }: RouteChanges): string {
  const list = (paths: string[]) =>
    paths.length > 5 ? `${paths.slice(0, 5).join(", ")} and ${paths.length - 5} more` : paths.join(", ");
  const parts = [added.length ? `added: ${list(added)}` : "", removed.length ? `removed: ${list(removed)}` : ""].filter(
    Boolean,
  );
  return ` (${parts.join("; ")})`;
}

const registryKey = Symbol.for("vitrine.invalidation");
type Registry = { [registryKey]?: Invalidation };

/** Makes `invalidation` the process's (server.ts), for the webhook's route (a separate bundle). */
export function registerInvalidation(invalidation: Invalidation): Invalidation {
  (globalThis as Registry)[registryKey] = invalidation;
  return invalidation;
}

/** The process's pipeline, or undefined under `next dev` (no memory, no front: marking stale is all there is). */
export function registeredInvalidation(): Invalidation | undefined {
  return (globalThis as Registry)[registryKey];
}
