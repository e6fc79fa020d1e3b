// An outage of WordPress is logged once (when it starts, and when it ends), not once per request
// and never with a stack; failures while WordPress answers are still logged, in one line.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../lib/server/log.ts";
import { consoleToLog, quietOutageErrors } from "../lib/server/outage-errors.ts";
import { createAvailability, type Availability } from "../lib/wordpress/availability.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";
import { warnUnlessOutage } from "../lib/wordpress/outage-log.ts";
import { captureLog } from "./log-capture.ts";

const holder = globalThis as { [key: symbol]: unknown };
const key = Symbol.for("vitrine.availability");
let lines: string[];
let availability: Availability;
let clock = 1000;

/** The availability the site's code reads (its global), on this file's clock and lines. */
function useAvailability(relapseMs = 0): void {
  availability = createAvailability({
    wordpressUrl: "http://127.0.0.1:9",
    probeTimeoutMs: 100,
    upHoldMs: 5000,
    downHoldMs: 1000,
    relapseMs,
    fetch: async () => new Response("[]"),
    now: () => clock,
    log: (level, message, fields) =>
      lines.push(`${level}: ${message}${fields.durationMs === undefined ? "" : ` [${fields.durationMs} ms]`}`),
  });
  holder[key] = availability;
}

beforeEach(() => {
  lines = [];
  clock = 1000;
  useAvailability();
});
afterEach(() => {
  delete holder[key];
  vi.restoreAllMocks();
});

const unreachable = () =>
  new WordPressError("WordPress could not be reached at http://wp/wp-json/wp/v2/pages: fetch failed", {
    status: 503,
    code: "unreachable",
    url: "http://wp/wp-json/wp/v2/pages",
  });
const endpointFailure = () =>
  new WordPressError("WordPress answered 500 for http://wp/wp-json/bakery/v1/breadcrumb/x", {
    status: 500,
    code: "internal_server_error",
    url: "http://wp/wp-json/bakery/v1/breadcrumb/x",
  });
const notFound = () => new WordPressError("no such page", { status: 404, code: "rest_post_invalid_id", url: "" });

describe("a degraded part of a page (options, breadcrumb, language switch, lists)", () => {
  it("is logged while WordPress answers, and not again for each read an outage already logged fails", () => {
    const log = captureLog();
    warnUnlessOutage("[breadcrumb] none for /x", endpointFailure());
    warnUnlessOutage("[breadcrumb] none for /x", notFound());
    expect(log.text()).toEqual([
      "warn [wordpress] [breadcrumb] none for /x",
      "warn [wordpress] [breadcrumb] none for /x",
    ]);
    availability.reportFailure(unreachable());
    expect(lines).toEqual([expect.stringMatching(/^warn: unavailable: WordPress could not be reached/)]);
    for (let index = 0; index < 50; index++) warnUnlessOutage("[options] site options unavailable", unreachable());
    expect(log.lines).toHaveLength(2);
    // Not a failure of WordPress's availability: said even during the outage.
    warnUnlessOutage("[breadcrumb] none for /y", notFound());
    expect(log.lines).toHaveLength(3);
  });

  it("is logged during a failure of one endpoint only (WordPress as a whole answers)", () => {
    const log = captureLog();
    availability.reportFailure(endpointFailure());
    warnUnlessOutage("[breadcrumb] none for /x", endpointFailure());
    expect(log.lines).toHaveLength(1);
  });
});

describe("Next.js's log of a failed render", () => {
  function target() {
    const console = { error: (..._args: unknown[]) => {} };
    quietOutageErrors(console, { server: logger("server"), wordpress: logger("wordpress") });
    return console;
  }

  it("is one line without a stack while WordPress answers, and nothing once the outage is logged", () => {
    const log = captureLog();
    const console = target();
    console.error(" ⨯", unreachable());
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "warn",
        component: "wordpress",
        msg: "a render failed: WordPress could not be reached at http://wp/wp-json/wp/v2/pages: fetch failed (http://wp/wp-json/wp/v2/pages)",
      }),
    ]);
    expect(log.raw.join("")).not.toMatch(/"stack"|"err"/);
    availability.reportFailure(unreachable());
    for (let index = 0; index < 20; index++) console.error(" ⨯", unreachable());
    // The digest alone, as Next.js passes on an error from the server components' render.
    console.error(
      Object.assign(new Error("An error occurred in the Server Components render."), {
        digest: "WORDPRESS_UNAVAILABLE",
      }),
    );
    expect(log.lines).toHaveLength(1);
  });

  it("is nothing for a read WordPress did not answer just after its return (the outage's tail), and one line for a failure of one endpoint", () => {
    useAvailability(30_000);
    const log = captureLog();
    const console = target();
    availability.reportFailure(unreachable());
    clock += 60_000;
    availability.reportAnswer();
    expect(lines).toHaveLength(2);
    const late = new WordPressError(
      "WordPress did not answer http://wp/wp-json/wp/v2/events before the page's deadline",
      {
        status: 503,
        code: "deadline",
        url: "http://wp/wp-json/wp/v2/events",
      },
    );
    console.error(" ⨯", late);
    expect(log.lines).toEqual([]);
    console.error(" ⨯", endpointFailure());
    expect(log.lines).toHaveLength(1);
    clock += 30_000;
    console.error(" ⨯", late);
    expect(log.lines).toHaveLength(2);
  });

  it("logs any other error as a bug, stack included, and other text as it is", () => {
    const log = captureLog();
    const console = target();
    availability.reportFailure(unreachable());
    const bug = new TypeError("Cannot read properties of undefined");
    console.error(" ⨯", bug);
    console.error("plain text");
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: "error",
        component: "server",
        msg: "Cannot read properties of undefined",
        err: expect.objectContaining({ type: "TypeError", stack: expect.stringContaining("outage-log.test.ts") }),
      }),
      expect.objectContaining({ level: "error", component: "server", msg: "plain text" }),
    ]);
  });
});

describe("Next.js's other lines", () => {
  it("are lines of the site's log, of the server component, without their marks", () => {
    const log = captureLog();
    const console = {
      log: (..._args: unknown[]) => {},
      info: (..._args: unknown[]) => {},
      warn: (..._args: unknown[]) => {},
    };
    consoleToLog(console, logger("server"));
    console.log(" \u001b[32m✓\u001b[39m Running next.config.ts took 1058ms");
    console.warn(" ⚠ a deprecated option");
    console.info("");
    expect(log.text()).toEqual([
      "info [server] Running next.config.ts took 1058ms",
      "warn [server] a deprecated option",
    ]);
  });
});

describe("WordPress's outage", () => {
  it("is one warn line when it starts and one info line with its duration when it ends, the first read answered", () => {
    availability.reportFailure(unreachable());
    clock += 64_000;
    availability.reportFailure(unreachable());
    availability.reportAnswer();
    availability.reportAnswer();
    expect(lines).toEqual([
      expect.stringMatching(/^warn: unavailable: /),
      "info: available again after 1 min 4 s (a read was answered) [64000 ms]",
    ]);
    expect(availability.current()).toMatchObject({ up: true });
  });

  it("is written with its level, component and fields in the site's log", async () => {
    const log = captureLog();
    const { createAvailability: create } = await import("../lib/wordpress/availability.ts");
    const own = create({
      wordpressUrl: "http://127.0.0.1:9",
      probeTimeoutMs: 100,
      upHoldMs: 5000,
      downHoldMs: 1000,
      fetch: async () => new Response("[]"),
      now: () => clock,
      onChange: () => {},
    });
    own.reportFailure(unreachable());
    clock += 4200;
    own.reportAnswer();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: "warn", component: "wordpress", outage: "wordpress", event: "start" }),
      expect.objectContaining({
        level: "info",
        component: "wordpress",
        outage: "wordpress",
        event: "end",
        durationMs: 4200,
        msg: "available again after 4.2 s (a read was answered)",
      }),
    ]);
  });
});
