// WordPress availability as the proxy sees it before rendering a page never rendered (503 or not),
// and the deadline every read of a render keeps.
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAvailability } from "../lib/wordpress/availability.ts";
import { createWordPressClient, type DataCache } from "../lib/wordpress/client.ts";
import { WordPressError, unavailableDigest } from "../lib/wordpress/errors.ts";
import { json, startStub, type Handler, type Stub } from "./stub-server.ts";

let stub: Stub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/**
 * The availability of the stub's WordPress. Its probe waits long enough for a busy machine (another
 * test suite beside this one) unless `probeTimeoutMs` says otherwise: the deadline's own case.
 */
async function availabilityAgainst(handler: Handler, clock = { now: 0 }, probeTimeoutMs = 10_000) {
  stub = await startStub(handler);
  const lines: string[] = [];
  const availability = createAvailability({
    wordpressUrl: stub.url,
    probeTimeoutMs,
    upHoldMs: 5000,
    downHoldMs: 2000,
    now: () => clock.now,
    log: (level, message) => lines.push(`${level}: ${message}`),
  });
  return { availability, lines, clock, probes: () => stub!.requests.length };
}

describe("WordPress availability", () => {
  it("is up when WordPress lists pages, and keeps the answer for a while (one probe for many requests)", async () => {
    const { availability, probes, clock } = await availabilityAgainst((_req, res) => json(res, 200, [{ id: 109 }]));
    const answers = await Promise.all([availability.check(), availability.check(), availability.check()]);
    expect(answers.every((answer) => answer.up)).toBe(true);
    expect(probes()).toBe(1);
    expect(stub!.requests[0]?.url).toBe("/wp-json/wp/v2/pages?per_page=1&_fields=id");
    clock.now = 4999;
    await availability.check();
    expect(probes()).toBe(1);
    clock.now = 5000;
    await availability.check();
    expect(probes()).toBe(2);
  });

  it.each([
    ["answers 503", ((_req, res) => json(res, 503, { code: "http_service_unavailable" })) as Handler, /answered 503/],
    [
      "answers HTML with 200",
      ((_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<b>Fatal error</b>");
      }) as Handler,
      /not JSON \(text\/html\)/,
    ],
    ["answers something else than a list", ((_req, res) => json(res, 200, { pages: [] })) as Handler, /not a list/],
    // Never answering: only the deadline ends the probe.
    ["is slower than the probe's deadline", (() => {}) as Handler, /within 300 ms/],
    ["drops the connection", ((req) => req.socket.destroy()) as Handler, /could not be reached/],
  ])("is down when WordPress %s, and says why once in the log", async (name, handler, reason) => {
    const { availability, lines } = await availabilityAgainst(
      handler,
      undefined,
      name.includes("deadline") ? 300 : undefined,
    );
    const status = await availability.check();
    expect(status.up).toBe(false);
    expect(status.reason).toMatch(reason);
    await availability.check();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn: unavailable: /);
  });

  it("notices recovery within its short hold, and logs it", async () => {
    let healthy = false;
    const { availability, lines, clock } = await availabilityAgainst((_req, res) =>
      healthy ? json(res, 200, []) : json(res, 500, {}),
    );
    expect((await availability.check()).up).toBe(false);
    healthy = true;
    clock.now = 1999;
    expect((await availability.check()).up).toBe(false);
    clock.now = 2000;
    expect((await availability.check()).up).toBe(true);
    // Its end says how long it lasted, by this instance's clock.
    expect(lines.at(-1)).toMatch(/^info: available again after 2\.0 s /);
  });

  it("is down at once when a render's read fails, without waiting for the next probe", async () => {
    const { availability, probes } = await availabilityAgainst((_req, res) => json(res, 200, []));
    expect((await availability.check()).up).toBe(true);
    availability.reportFailure(
      new WordPressError("WordPress could not be reached at /wp-json/wp/v2/pages/163", {
        status: 503,
        code: "unreachable",
        url: "",
      }),
    );
    const status = await availability.check();
    expect(status).toMatchObject({ up: false, whole: true, reason: expect.stringMatching(/pages\/163/) });
    expect(probes()).toBe(1);
  });

  it("tells a failure of WordPress as a whole from a failure of one endpoint", async () => {
    const { availability } = await availabilityAgainst((_req, res) => json(res, 200, []));
    availability.reportFailure(
      new WordPressError("WordPress answered 500 for /wp-json/bakery/v1/breadcrumb/x", {
        status: 500,
        code: "internal_server_error",
        url: "",
      }),
    );
    expect(availability.current()).toMatchObject({ up: false, whole: false });
    for (const code of ["timeout", "deadline", "unreachable"]) {
      availability.reportFailure(new WordPressError("no answer", { status: 503, code, url: "" }));
      expect(availability.current()).toMatchObject({ up: false, whole: true });
    }
  });

  it("says WordPress is known to be down only while that answer holds: past it, a read asks WordPress", async () => {
    const { availability, clock, probes } = await availabilityAgainst((_req, res) => json(res, 200, []));
    expect(availability.knownDown()).toBeNull();
    availability.reportFailure(new WordPressError("down", { status: 503, code: "unreachable", url: "" }));
    expect(availability.knownDown()).toMatchObject({ up: false, reason: "down" });
    clock.now += 1999;
    expect(availability.knownDown()).toMatchObject({ up: false, reason: "down" });
    clock.now += 1;
    expect(availability.knownDown()).toBeNull();
    // The answer itself stays until a probe or a read replaces it.
    expect(availability.current()).toMatchObject({ up: false, reason: "down" });
    // A failure of one endpoint is not WordPress down.
    availability.reportFailure(new WordPressError("500", { status: 500, code: "internal_server_error", url: "" }));
    expect(availability.knownDown()).toBeNull();
    expect(probes()).toBe(0);
  });

  it("says a relapse soon after WordPress's return as the same outage: nothing more, unless it lasts", async () => {
    const clock = { now: 0 };
    const lines: string[] = [];
    const availability = createAvailability({
      wordpressUrl: "http://127.0.0.1:9",
      probeTimeoutMs: 100,
      upHoldMs: 5000,
      downHoldMs: 1000,
      relapseMs: 30_000,
      fetch: async () => new Response("[]"),
      now: () => clock.now,
      log: (level, message, fields) => lines.push(`${level} ${fields.event}: ${message.split(";")[0]}`),
    });
    const noAnswer = (code = "unreachable") => new WordPressError("no answer", { status: 503, code, url: "" });
    // Up at the start: no outage ended, so the first failure is said at once.
    expect((await availability.check()).up).toBe(true);
    availability.reportFailure(noAnswer());
    clock.now = 120_000;
    availability.reportAnswer();
    expect(lines).toEqual([
      "warn start: unavailable: no answer",
      "info end: available again after 2 min 0 s (a read was answered)",
    ]);
    // Back, and overwhelmed for a few seconds: flaps, none of them said.
    for (const at of [121_000, 123_000, 140_000]) {
      clock.now = at;
      availability.reportFailure(noAnswer("deadline"));
      expect(availability.recentlyBack()).toBe(true);
      clock.now = at + 100;
      availability.reportAnswer();
    }
    expect(lines).toHaveLength(2);
    // A read without answer is still the outage's tail; the window closes 30 s after the return.
    expect(availability.recentlyBack()).toBe(true);
    clock.now = 150_000;
    expect(availability.recentlyBack()).toBe(false);

    // A failure past the window is an outage of its own; one within it that lasts is said once it has lasted 30 s.
    clock.now = 200_000;
    availability.reportFailure(noAnswer());
    clock.now = 210_000;
    availability.reportAnswer();
    expect(lines).toHaveLength(4);
    clock.now = 215_000;
    availability.reportFailure(noAnswer());
    clock.now = 244_999;
    availability.reportFailure(noAnswer());
    expect(lines).toHaveLength(4);
    clock.now = 245_000;
    availability.reportFailure(noAnswer());
    clock.now = 250_000;
    availability.reportAnswer();
    expect(lines.slice(4)).toEqual([
      "warn start: unavailable: no answer",
      // Counted from the relapse's start.
      "info end: available again after 35.0 s (a read was answered)",
    ]);
  });

  it("tells its last answer without probing", async () => {
    const { availability, probes } = await availabilityAgainst((_req, res) => json(res, 200, []));
    expect(availability.current()).toBeNull();
    await availability.check();
    expect(availability.current()).toMatchObject({ up: true });
    availability.reportFailure(new WordPressError("down", { status: 503, code: "unreachable", url: "" }));
    expect(availability.current()).toMatchObject({ up: false, reason: "down" });
    expect(probes()).toBe(1);
  });
});

describe("the render's deadline", () => {
  it("answers a 503 WordPressError once the time left has passed, while the read goes on", async () => {
    stub = await startStub((_req, res) => setTimeout(() => json(res, 200, { ok: true }), 600));
    const client = createWordPressClient({ wordpressUrl: stub.url, retries: 0, remainingMs: () => 150 });
    // The stub answers after 600 ms: an error rather than its answer is the deadline's.
    const error = await client.get("wp/v2/pages/1", z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordPressError);
    expect(error).toMatchObject({ status: 503, code: "deadline", digest: unavailableDigest });
  });

  it("tells the availability of every read that found WordPress unavailable, not of a 404", async () => {
    stub = await startStub((req, res) =>
      req.url?.includes("/404") ? json(res, 404, { code: "rest_post_invalid_id" }) : json(res, 502, {}),
    );
    const seen: string[] = [];
    const client = createWordPressClient({
      wordpressUrl: stub.url,
      retries: 0,
      onUnavailable: (error) => seen.push(error.code),
    });
    await expect(client.get("wp/v2/pages/404", z.unknown())).rejects.toMatchObject({ status: 404 });
    await expect(client.get("wp/v2/pages/1", z.unknown())).rejects.toMatchObject({ status: 502 });
    expect(seen).toEqual(["http_502"]);
  });

  it("tells the availability of a read the data cache makes in the background (a stale entry refreshed) that found WordPress unavailable", async () => {
    stub = await startStub((_req, res) => json(res, 502, {}));
    const seen: string[] = [];
    const refreshes: Array<Promise<unknown>> = [];
    // As Next's data cache does with a stale entry: the old value answers at once, the read is
    // made in the background, and its failure reaches nobody who awaits it.
    const stale: DataCache = async <T>(_key: string[], _tags: string[], read: () => Promise<T>) => {
      refreshes.push(read().catch(() => undefined));
      return { title: "Vivre" } as T;
    };
    const client = createWordPressClient({
      wordpressUrl: stub.url,
      retries: 0,
      cache: stale,
      onUnavailable: (error) => seen.push(error.code),
    });
    expect(await client.get("wp/v2/pages/163", z.object({ title: z.string() }))).toEqual({ title: "Vivre" });
    await Promise.all(refreshes);
    expect(seen).toEqual(["http_502"]);
  });

  it("fails a read WordPress fails once its cached answer has expired: the page cache, not the client, keeps what was shown", async () => {
    let healthy = true;
    stub = await startStub((_req, res) => (healthy ? json(res, 200, { title: "Vivre" }) : json(res, 503, {})));
    // A cache that has just been expired by a revalidation: every read goes to WordPress.
    const expired: DataCache = (_key, _tags, read) => read();
    const client = createWordPressClient({ wordpressUrl: stub.url, retries: 0, cache: expired });
    const schema = z.object({ title: z.string() });
    expect(await client.get("wp/v2/pages/163", schema)).toEqual({ title: "Vivre" });
    healthy = false;
    await expect(client.get("wp/v2/pages/163", schema)).rejects.toMatchObject({ status: 503 });
  });
});
