// The invalidation pipeline (lib/cache/invalidation.ts), driven step by step: an edit marks pages
// stale, renders them again (the edited one first), and lets a copy go only once its new version
// is rendered; WordPress failing keeps every copy and is retried until it answers.
import { describe, expect, it, vi } from "vitest";
import {
  createInvalidation,
  type RenderOutcome,
  type RouteSteps,
  type ServerSteps,
} from "../lib/cache/invalidation.ts";
import type { RouteChanges } from "../lib/wordpress/route-table.ts";

/** A record of every step, in order. */
function harness(
  options: {
    render?: (address: string) => RenderOutcome | Promise<RenderOutcome>;
    frontAddresses?: string[];
    changes?: RouteChanges;
    /** A burst's quiet time; with it, the pipeline's clock is the test's, moved by `advance`. */
    quietMs?: number;
    /** The search index's documents route, rendered by the pipeline (then `refresh search`). */
    searchIndexPath?: string;
  } = {},
) {
  const steps: string[] = [];
  let applied = false;
  /** The journal of edits, as the pipeline keeps and empties it. */
  const journal: unknown[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const server: ServerSteps = {
    marksApplied: () => applied,
    render: async (address) => {
      const outcome = (await options.render?.(address)) ?? "rendered";
      steps.push(`render ${address} ${outcome}`);
      return outcome;
    },
    clearMemory: () => steps.push("clear memory"),
    forget: (address) => steps.push(`forget ${address}`),
    purge: async (addresses) => {
      steps.push(`purge ${addresses.join(" ")}`);
      return [
        { target: "http://front", addresses: addresses.length, purged: addresses.length, notCached: 0, failed: 0 },
      ];
    },
    frontAddresses: async () => options.frontAddresses ?? [],
    refreshSearch: async () => {
      steps.push("refresh search");
    },
  };
  const route: RouteSteps = {
    markStale: (tags) => steps.push(`mark ${tags.join(" ")}`),
    reloadRoutes: async () => {
      steps.push("reload routes");
      return (
        options.changes ?? {
          known: ["/", "/vivre", "/en/life", "/vivre/se-loger"],
          added: [],
          removed: [],
          // No previous re-read to compare with: what the edit reaches is not known.
          changed: [],
          complete: false,
        }
      );
    },
    knownPaths: async () => ["/", "/vivre", "/en/life", "/vivre/se-loger"],
    itemPaths: async (tags) => (tags.includes("wp:page:163") ? ["/vivre", "/en/life"] : []),
    // A filtered list's route, as the proxy would give it (the filters it knows, in one order).
    listPageRoute: async (address) => {
      const [pathname = "", query = ""] = address.split("?");
      const filters = new URLSearchParams(query);
      const known = ["type", "place"].filter((key) => filters.has(key)).map((key) => `${key}=${filters.get(key)}`);
      return known.length ? `/fr${pathname}/~f.${known.join("&")}` : undefined;
    },
  };
  let sleeps = 0;
  let clock = 0;
  const waits: Array<{ until: number; wake: () => void }> = [];
  const manual = options.quietMs !== undefined;
  const pipeline = createInvalidation(server, {
    fixedPaths: ["/", "/en", "/hors-ligne"],
    ...(options.searchIndexPath ? { searchIndexPath: options.searchIndexPath } : {}),
    retryMs: 1000,
    maxFailures: 3,
    marksDeadlineMs: 60_000,
    journal: { record: (body) => journal.push(body), clear: () => journal.splice(0) },
    log,
    ...(manual
      ? {
          quietMs: options.quietMs,
          longestWaitMs: 10 * (options.quietMs ?? 0),
          now: () => clock,
          // Wakes once the test has moved the clock past the wait.
          sleep: (ms: number) => new Promise<void>((wake) => waits.push({ until: clock + ms, wake })),
        }
      : {
          // Each wait lets the test's own steps run; no real time passes.
          sleep: async () => {
            sleeps++;
            await new Promise((resolve) => setImmediate(resolve));
          },
        }),
  });
  /** Moves the test's clock on by `ms`, waking the waits that are over, and lets what they started run. */
  async function advance(ms: number): Promise<void> {
    clock += ms;
    for (const wait of waits.splice(0).filter((entry) => entry.until > clock || (entry.wake(), false)))
      waits.push(wait);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  }
  return { steps, route, pipeline, log, journal, apply: () => (applied = true), sleeps: () => sleeps, advance };
}

describe("the invalidation pipeline", () => {
  it("marks stale, waits for Next to apply the marks, then renders the edited page first and lets each copy go only after its render", async () => {
    const { steps, route, pipeline, apply } = harness({ frontAddresses: ["/agenda?type=news"] });
    const answer = await pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, route);
    expect(answer).toEqual({ revalidated: ["wp:pages", "wp:page:163"], paths: true, rendering: 6 });
    expect(steps).toEqual(["reload routes", "mark wp:pages wp:page:163"]);
    // Nothing is rendered while Next has not applied the marks (it would still serve old copies as fresh).
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toHaveLength(2);
    apply();
    await pipeline.idle();
    expect(steps.slice(2)).toEqual([
      "clear memory",
      "render /vivre rendered",
      "forget /vivre",
      "purge /vivre",
      "render /en/life rendered",
      "forget /en/life",
      "purge /en/life",
      "render / rendered",
      "forget /",
      "purge /",
      "render /en rendered",
      "forget /en",
      "purge /en",
      "render /hors-ligne rendered",
      "forget /hors-ligne",
      "purge /hors-ligne",
      "render /vivre/se-loger rendered",
      "forget /vivre/se-loger",
      "purge /vivre/se-loger",
      "render /fr/agenda/~f.type=news rendered",
      "forget /agenda?type=news",
      "purge /agenda?type=news",
      "purge /vivre /en/life / /en /hors-ligne /vivre/se-loger /agenda?type=news",
      "clear memory",
    ]);
  });

  it("renders the search index's documents right after the edited item's pages, then builds the index from them, then purges the front's copy", async () => {
    const { steps, route, pipeline, apply } = harness({ searchIndexPath: "/api/search-index" });
    apply();
    const answer = await pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, route);
    expect(answer.rendering).toBe(7);
    await pipeline.idle();
    const renders = steps.filter((step) => step.startsWith("render") || step === "refresh search");
    expect(renders.slice(0, 4)).toEqual([
      "render /vivre rendered",
      "render /en/life rendered",
      "render /api/search-index rendered",
      "refresh search",
    ]);
    // Purged once its index is built from it: the front's copy is the browsers' offline search.
    const own = steps.filter((step) => /\/api\/search-index/.test(step));
    expect(own).toEqual(["render /api/search-index rendered", "forget /api/search-index", "purge /api/search-index"]);
    expect(steps.indexOf("purge /api/search-index")).toBeGreaterThan(steps.indexOf("refresh search"));
  });

  it("builds the search index again only once its documents were rendered: WordPress down, they are tried again, the index kept", async () => {
    let down = true;
    const { steps, route, pipeline, apply, sleeps } = harness({
      searchIndexPath: "/api/search-index",
      render: (address) => (down && address === "/api/search-index" ? "unavailable" : "rendered"),
    });
    apply();
    await pipeline.invalidate({ tags: ["wp:events", "wp:event:1004"], paths: true }, route);
    await vi.waitFor(() => expect(sleeps()).toBeGreaterThan(3));
    expect(steps).not.toContain("refresh search");
    down = false;
    await pipeline.idle();
    expect(steps.filter((step) => step === "refresh search")).toHaveLength(1);
    expect(steps.indexOf("refresh search")).toBe(steps.indexOf("render /api/search-index rendered") + 1);
  });

  it("keeps every copy while WordPress cannot serve a page, tries again, and goes on once it answers", async () => {
    let down = true;
    const { steps, route, pipeline, apply, log, sleeps } = harness({
      render: () => (down ? "unavailable" : "rendered"),
    });
    apply();
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route);
    await vi.waitFor(() => expect(sleeps()).toBeGreaterThan(5));
    // Tried again and again, the same page: no copy forgotten, nothing purged.
    expect(steps.filter((step) => step.startsWith("render")).every((step) => step === "render / unavailable")).toBe(
      true,
    );
    expect(steps.some((step) => step.startsWith("forget") || step.startsWith("purge"))).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/WordPress is unavailable: 6 pages keep their last content/);
    down = false;
    await pipeline.idle();
    expect(log.info.mock.calls.some(([line]) => /WordPress answers again after \d+ s/.test(String(line)))).toBe(true);
    const after = steps.slice(steps.lastIndexOf("render / unavailable") + 1);
    expect(after.slice(0, 3)).toEqual(["render / rendered", "forget /", "purge /"]);
    expect(after.filter((step) => step.startsWith("render"))).toHaveLength(6);
  });

  it("leaves a page that keeps failing for another reason as it is, after a few tries, and goes on", async () => {
    const { steps, route, pipeline, apply, log } = harness({
      render: (address) => (address === "/vivre" ? "failed" : "rendered"),
    });
    apply();
    await pipeline.invalidate({ tags: ["wp:societies"], paths: false }, route);
    await pipeline.idle();
    expect(steps.filter((step) => step === "render /vivre failed")).toHaveLength(3);
    expect(steps).not.toContain("forget /vivre");
    expect(steps).not.toContain("purge /vivre");
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/\/vivre failed to render 3 times: its last good copy stays/),
    );
    expect(log.info).toHaveBeenCalledWith(
      expect.stringMatching(/5 pages rendered again in [\d.]+ s, 1 left as they were/),
    );
  });

  it("lets a deleted page's copies go (its render answers 404)", async () => {
    const { steps, route, pipeline, apply } = harness({
      render: (address) => (address === "/ancienne" ? "gone" : "rendered"),
      changes: { known: ["/", "/ancienne"], added: [], removed: ["/ancienne"], changed: ["page:12"], complete: true },
    });
    apply();
    await pipeline.invalidate({ tags: ["wp:pages"], paths: true }, route);
    await pipeline.idle();
    expect(steps).toContain("forget /ancienne");
    expect(steps).toContain("purge /ancienne");
  });

  describe("one page's edit", () => {
    const page163 = { tags: ["wp:pages", "wp:page:163"], paths: true, own: ["wp:page:163"] };
    const unchanged: RouteChanges = {
      known: ["/", "/vivre", "/en/life", "/vivre/se-loger"],
      added: [],
      removed: [],
      changed: [],
      complete: true,
    };

    it("that changed nothing other pages show of it marks its own tag and renders its own pages alone, and purges the front's forms of them", async () => {
      const { steps, route, pipeline, apply } = harness({
        changes: unchanged,
        searchIndexPath: "/api/search-index",
        frontAddresses: ["/vivre?utm_source=x", "/agenda?type=news", "/vivre/se-loger?x=1"],
      });
      apply();
      const answer = await pipeline.invalidate(page163, route);
      expect(answer).toEqual({ revalidated: ["wp:page:163"], paths: true, rendering: 3 });
      await pipeline.idle();
      expect(steps.filter((step) => step.startsWith("mark"))).toEqual(["mark wp:page:163"]);
      expect(steps.filter((step) => step.startsWith("render"))).toEqual([
        "render /vivre rendered",
        "render /en/life rendered",
        "render /api/search-index rendered",
      ]);
      // The page's other forms the front holds go with it; no other page's.
      expect(steps.filter((step) => step.startsWith("purge")).at(-1)).toBe("purge /vivre /en/life /vivre?utm_source=x");
    });

    it("renders every page when the edit changed what other pages show of it, moved or unpublished a page, or the table could not be compared", async () => {
      for (const changes of [
        { ...unchanged, changed: ["page:163"] },
        { ...unchanged, removed: ["/vivre/se-loger"], changed: ["page:170"] },
        { ...unchanged, added: ["/nouvelle"], changed: ["page:900"] },
        { ...unchanged, complete: false },
      ]) {
        const { steps, route, pipeline, apply } = harness({ changes, frontAddresses: ["/agenda?type=news"] });
        apply();
        const answer = await pipeline.invalidate(page163, route);
        expect(answer.revalidated, JSON.stringify(changes)).toEqual(["wp:pages", "wp:page:163"]);
        await pipeline.idle();
        expect(steps.filter((step) => step.startsWith("render"))).toHaveLength(7);
        expect(steps).toContain("purge /agenda?type=news");
      }
    });

    it("renders every page when another webhook of its burst comes", async () => {
      const burst = harness({ quietMs: 500, changes: unchanged });
      burst.apply();
      await burst.pipeline.invalidate(page163, burst.route);
      await burst.advance(100);
      await burst.pipeline.invalidate(page163, burst.route);
      while (burst.pipeline.state().pending) await burst.advance(100);
      expect(burst.steps.filter((step) => step.startsWith("mark"))).toEqual([
        "mark wp:page:163",
        "mark wp:pages wp:page:163",
      ]);
      expect(burst.steps.filter((step) => step.startsWith("render"))).toHaveLength(6);
    });
  });

  it("puts a second edit's page first, before the pages an earlier edit still has queued, and waits for its marks before rendering on", async () => {
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let held = true;
    const { steps, route, pipeline, apply } = harness({
      render: async (address): Promise<RenderOutcome> => {
        if (address === "/" && held) {
          held = false;
          await firstHeld;
        }
        return "rendered" as const;
      },
    });
    apply();
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route);
    await new Promise((resolve) => setImmediate(resolve));
    // The first render is under way when the second webhook comes.
    expect(held).toBe(false);
    await pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, route);
    releaseFirst();
    await pipeline.idle();
    const renders = steps.filter((step) => step.startsWith("render"));
    expect(renders.slice(0, 3)).toEqual(["render / rendered", "render /vivre rendered", "render /en/life rendered"]);
    // The second webhook's marks were waited for (and the memory emptied) before rendering on.
    const afterFirst = steps.slice(steps.indexOf("purge /"));
    expect(afterFirst.indexOf("clear memory")).toBeLessThan(afterFirst.indexOf("render /vivre rendered"));
    // The page being rendered when the second edit came is rendered again (it may have read the
    // content before it); every other page once.
    expect(renders.filter((step) => step === "render / rendered")).toHaveLength(2);
    expect(new Set(renders).size).toBe(renders.length - 1);
  });

  it("renders each filtered list the front holds, once per list, before purging every address the front holds", async () => {
    const book = [
      "/vivre?utm_source=x",
      "/agenda?type=news",
      "/agenda?utm_source=y&type=news",
      "/agenda?place=Lyon&type=event",
      "/Vivre",
    ];
    const { steps, route, pipeline, apply } = harness({ frontAddresses: book });
    apply();
    await pipeline.invalidate({ tags: ["wp:events"], paths: true }, route);
    await pipeline.idle();
    const renders = steps.filter((step) => step.startsWith("render"));
    // Rendered at their own routes (on-demand renders skip the proxy), each once.
    expect(renders.slice(-2)).toEqual([
      "render /fr/agenda/~f.type=news rendered",
      "render /fr/agenda/~f.type=event&place=Lyon rendered",
    ]);
    expect(steps).toContain("forget /agenda?type=news");
    const purge = steps.findLast((step) => step.startsWith("purge"));
    for (const address of book) expect(purge?.split(" ")).toContain(address);
  });

  it("holds rendering while webhooks keep coming, up to the longest wait: each burst one refresh, rendered and purged as for one webhook", async () => {
    const one = harness({ quietMs: 500, frontAddresses: ["/agenda?type=news", "/Vivre"] });
    one.apply();
    await one.pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, one.route);
    while (one.pipeline.state().pending) await one.advance(100);

    const burst = harness({ quietMs: 500, frontAddresses: ["/agenda?type=news", "/Vivre"] });
    burst.apply();
    // 100 webhooks, some at once and some 100 ms apart: 10 s in all, never 500 ms without one.
    for (let i = 0; i < 100; i++) {
      const calls = [burst.pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, burst.route)];
      if (i % 2) calls.push(burst.pipeline.invalidate({ tags: ["wp:page:163"], paths: true }, burst.route));
      await Promise.all(calls);
      await burst.advance(100);
      // Nothing is rendered while webhooks keep coming (up to the longest wait: 5 s here)…
      if (i < 45)
        expect(
          burst.steps.filter((step) => step.startsWith("render")),
          `webhook ${i}`,
        ).toEqual([]);
    }
    while (burst.pipeline.state().pending) await burst.advance(100);
    const renders = (steps: string[]) => steps.filter((step) => step.startsWith("render"));
    const purged = (steps: string[]) =>
      steps.filter((step) => step.startsWith("purge")).flatMap((step) => step.slice("purge ".length).split(" "));
    // …then each page once per burst (the 5 s wait ended the first; the webhooks after it made a second).
    const counted = new Map<string, number>();
    for (const step of renders(burst.steps)) counted.set(step, (counted.get(step) ?? 0) + 1);
    expect(new Set(counted.values())).toEqual(new Set([2]));
    expect([...counted.keys()].sort()).toEqual(renders(one.steps).sort());
    expect(purged(burst.steps).sort()).toEqual([...purged(one.steps), ...purged(one.steps)].sort());
    // The site's paths read by each burst's first webhook, and once after each burst: not per webhook.
    expect(burst.steps.filter((step) => step === "reload routes")).toHaveLength(4);
  });

  it("renders once, and purges as for one webhook, for a burst that comes within the quiet time", async () => {
    const one = harness({ quietMs: 500 });
    one.apply();
    await one.pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, one.route);
    while (one.pipeline.state().pending) await one.advance(100);

    const burst = harness({ quietMs: 500 });
    burst.apply();
    for (let i = 0; i < 100; i++) {
      await burst.pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, burst.route);
      await burst.advance(4);
    }
    while (burst.pipeline.state().pending) await burst.advance(100);
    expect(
      burst.steps.filter((step) => step.startsWith("render") || step.startsWith("purge") || step.startsWith("forget")),
    ).toEqual(
      one.steps.filter((step) => step.startsWith("render") || step.startsWith("purge") || step.startsWith("forget")),
    );
    expect(burst.steps.filter((step) => step.startsWith("mark"))).toHaveLength(100);
    expect(burst.steps.filter((step) => step === "reload routes")).toHaveLength(2);
  });

  it("renders a page a later webhook of the burst published: the site's paths read once after the burst", async () => {
    let published = false;
    const burst = harness({ quietMs: 500 });
    burst.route.reloadRoutes = async () => {
      burst.steps.push("reload routes");
      const known = ["/", "/vivre", "/en/life", "/vivre/se-loger", ...(published ? ["/nouvelle-page"] : [])];
      return {
        known,
        added: published ? ["/nouvelle-page"] : [],
        removed: [],
        changed: published ? ["page:900"] : [],
        complete: true,
      };
    };
    burst.apply();
    await burst.pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, burst.route);
    await burst.advance(100);
    published = true;
    await burst.pipeline.invalidate({ tags: ["wp:pages", "wp:page:900"], paths: true }, burst.route);
    expect(burst.steps.filter((step) => step === "reload routes")).toHaveLength(1);
    while (burst.pipeline.state().pending) await burst.advance(100);
    expect(burst.steps.filter((step) => step === "reload routes")).toHaveLength(2);
    // Read after the burst, before any render; the new page rendered and purged once, like the others.
    expect(burst.steps.indexOf("reload routes", burst.steps.indexOf("reload routes") + 1)).toBeLessThan(
      burst.steps.findIndex((step) => step.startsWith("render")),
    );
    expect(burst.steps.filter((step) => step === "render /nouvelle-page rendered")).toHaveLength(1);
    expect(burst.steps).toContain("forget /nouvelle-page");
  });

  it("keeps each edit's webhook body in the journal until every page is rendered and purged, WordPress down meanwhile", async () => {
    let down = true;
    const { steps, route, pipeline, apply, journal, sleeps } = harness({
      render: () => (down ? "unavailable" : "rendered"),
    });
    apply();
    const bodies = [
      { post_type: "page", id: 163 },
      { post_type: "options", id: 0 },
    ];
    await pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: false }, route, bodies[0]);
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route, bodies[1]);
    await vi.waitFor(() => expect(sleeps()).toBeGreaterThan(5));
    // WordPress down: nothing rendered, both kept (a stop now would lose neither).
    expect(journal).toEqual(bodies);
    down = false;
    await pipeline.idle();
    expect(steps.at(-1)).toBe("clear memory");
    expect(journal).toEqual([]);
  });

  it("empties the journal only when no webhook is being taken in: one that arrives at the end starts a run of its own", async () => {
    const { route, pipeline, apply, journal } = harness();
    apply();
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route, { post_type: "options" });
    // A webhook whose paths are being read while the first run ends: kept until its own run is over.
    let readPaths: () => void = () => {};
    const slowRoute: RouteSteps = {
      ...route,
      knownPaths: () =>
        new Promise((resolve) => {
          readPaths = () => resolve(["/", "/vivre"]);
        }),
    };
    const second = pipeline.invalidate({ tags: ["wp:page:163"], paths: false }, slowRoute, {
      post_type: "page",
      id: 163,
    });
    await pipeline.idle();
    expect(journal).toEqual([{ post_type: "options" }, { post_type: "page", id: 163 }]);
    readPaths();
    await second;
    await pipeline.idle();
    expect(journal).toEqual([]);
  });

  it("does nothing for a change the site does not show", async () => {
    const { steps, route, pipeline } = harness();
    expect(await pipeline.invalidate({ tags: [], paths: false }, route)).toEqual({
      revalidated: [],
      paths: false,
      rendering: 0,
    });
    await pipeline.idle();
    expect(steps).toEqual([]);
  });
});

describe("WordPress's answers while an edit goes through", () => {
  /** A WordPress stand-in counting its reads: each answer names the read that made it. */
  function wordpress() {
    const reads: string[] = [];
    return {
      reads,
      read: (key: string) => async () => {
        reads.push(key);
        return { key, read: reads.length, items: [{ title: "Vivre" }] };
      },
    };
  }

  it("are read once for every page the run renders, each render with its own copy", async () => {
    const cms = wordpress();
    const seen: Array<{ read: number; items: Array<{ title: string }> }> = [];
    const { route, pipeline, apply } = harness({
      render: async (address) => {
        const routes = await pipeline.readOnce("wp/v2/pages?lang=fr", cms.read("wp/v2/pages?lang=fr"));
        await pipeline.readOnce(`page ${address}`, cms.read(`page ${address}`));
        // What one render does with its data never reaches another.
        routes.items[0]!.title = `changed by ${address}`;
        seen.push(routes);
        return "rendered" as const;
      },
    });
    await pipeline.invalidate({ tags: ["wp:pages", "wp:page:163"], paths: true }, route);
    apply();
    await pipeline.idle();
    expect(seen).toHaveLength(6);
    expect(cms.reads.filter((key) => key === "wp/v2/pages?lang=fr")).toHaveLength(1);
    expect(cms.reads.filter((key) => key.startsWith("page "))).toHaveLength(6);
    expect(seen.every((routes) => routes.read === 1)).toBe(true);
    expect(new Set(seen.map((routes) => routes.items[0]!.title)).size).toBe(6);
    // The run over, every read goes to WordPress again.
    await pipeline.readOnce("wp/v2/pages?lang=fr", cms.read("wp/v2/pages?lang=fr"));
    await pipeline.readOnce("wp/v2/pages?lang=fr", cms.read("wp/v2/pages?lang=fr"));
    expect(cms.reads.filter((key) => key === "wp/v2/pages?lang=fr")).toHaveLength(3);
  });

  it("are handed as one frozen copy to the renders that change nothing in them (shared), each its own to the others", async () => {
    const cms = wordpress();
    const { route, pipeline, apply } = harness();
    await pipeline.invalidate({ tags: ["wp:pages"], paths: true }, route);
    const shared = { shared: true };
    const first = await pipeline.readOnce("routes", cms.read("routes"), shared);
    const second = await pipeline.readOnce("routes", cms.read("routes"), shared);
    expect(second).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.items) && Object.isFrozen(first.items[0])).toBe(true);
    expect(() => {
      first.items[0]!.title = "changed";
    }).toThrow(TypeError);
    // Another caller of the same read gets a copy of its own, which it may change.
    const own = await pipeline.readOnce("routes", cms.read("routes"));
    expect(own).not.toBe(first);
    own.items[0]!.title = "changed";
    expect(first.items[0]!.title).toBe("Vivre");
    expect(cms.reads).toEqual(["routes"]);
    apply();
    await pipeline.idle();
  });

  it("keep the reads every page makes, not each page's own: a site of thousands of pages does not hold them all", async () => {
    const cms = wordpress();
    const { route, pipeline, apply } = harness();
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route);
    // A thousand renders, each reading the route table and its own page.
    for (let page = 0; page < 1000; page++) {
      await pipeline.readOnce("routes", cms.read("routes"));
      await pipeline.readOnce(`page ${page}`, cms.read(`page ${page}`));
    }
    expect(cms.reads.filter((key) => key === "routes")).toHaveLength(1);
    // The first pages' own reads made way.
    await pipeline.readOnce("page 0", cms.read("page 0"));
    await pipeline.readOnce("page 999", cms.read("page 999"));
    expect(cms.reads.filter((key) => key === "page 0")).toHaveLength(2);
    expect(cms.reads.filter((key) => key === "page 999")).toHaveLength(1);
    apply();
    await pipeline.idle();
  });

  it("are read again after a later webhook (what was read before it may predate its edit), and after a failed read", async () => {
    const cms = wordpress();
    let failOnce = true;
    const { route, pipeline, apply } = harness({
      render: async () => {
        await pipeline.readOnce("options", cms.read("options"));
        return "rendered" as const;
      },
    });
    await pipeline.invalidate({ tags: ["wp:options"], paths: false }, route);
    expect((await pipeline.readOnce("options", cms.read("options"))).read).toBe(1);
    expect((await pipeline.readOnce("options", cms.read("options"))).read).toBe(1);
    await pipeline.invalidate({ tags: ["wp:page:163"], paths: false }, route);
    expect((await pipeline.readOnce("options", cms.read("options"))).read).toBe(2);
    const failing = async () => {
      if (failOnce) {
        failOnce = false;
        throw new Error("WordPress did not answer");
      }
      return { key: "societies", read: 0, items: [] };
    };
    await expect(pipeline.readOnce("societies", failing)).rejects.toThrow("WordPress did not answer");
    await expect(pipeline.readOnce("societies", failing)).resolves.toMatchObject({ key: "societies" });
    apply();
    await pipeline.idle();
    expect(cms.reads).toEqual(["options", "options"]);
  });
});
