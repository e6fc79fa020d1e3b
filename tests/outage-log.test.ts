// An outage of WordPress is logged once (when it starts, and when it ends), not once per request
// and never with a stack; failures while WordPress answers are still logged, in one line.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quietOutageErrors } from "../lib/server/outage-errors.ts";
import { createAvailability, type Availability } from "../lib/wordpress/availability.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";
import { warnUnlessOutage } from "../lib/wordpress/outage-log.ts";

const holder = globalThis as { [key: symbol]: unknown };
const key = Symbol.for("vitrine.availability");
let lines: string[];
let availability: Availability;

beforeEach(() => {
  lines = [];
  availability = createAvailability({
    wordpressUrl: "http://127.0.0.1:9",
    probeTimeoutMs: 100,
    upHoldMs: 5000,
    downHoldMs: 1000,
    fetch: async () => new Response("[]"),
    log: (level, message) => lines.push(`${level}: ${message}`),
  });
  holder[key] = availability;
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
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnUnlessOutage("[breadcrumb] none for /x", endpointFailure());
    warnUnlessOutage("[breadcrumb] none for /x", notFound());
    expect(warn).toHaveBeenCalledTimes(2);
    availability.reportFailure(unreachable());
    expect(lines).toEqual([expect.stringMatching(/^error: \[wordpress\] unavailable: WordPress could not be reached/)]);
    for (let index = 0; index < 50; index++) warnUnlessOutage("[options] site options unavailable", unreachable());
    expect(warn).toHaveBeenCalledTimes(2);
    // Not a failure of WordPress's availability: said even during the outage.
    warnUnlessOutage("[breadcrumb] none for /y", notFound());
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("is logged during a failure of one endpoint only (WordPress as a whole answers)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    availability.reportFailure(endpointFailure());
    warnUnlessOutage("[breadcrumb] none for /x", endpointFailure());
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("Next.js's log of a failed render", () => {
  function logger() {
    const calls: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void calls.push(args) };
    quietOutageErrors(target);
    return { target, calls };
  }

  it("is one line without a stack while WordPress answers, and nothing once the outage is logged", () => {
    const { target, calls } = logger();
    target.error(" ⨯", unreachable());
    expect(calls).toEqual([
      [
        "[wordpress] a render failed: WordPress could not be reached at http://wp/wp-json/wp/v2/pages: fetch failed (http://wp/wp-json/wp/v2/pages)",
      ],
    ]);
    availability.reportFailure(unreachable());
    for (let index = 0; index < 20; index++) target.error(" ⨯", unreachable());
    // The digest alone, as Next.js passes on an error from the server components' render.
    target.error(
      Object.assign(new Error("An error occurred in the Server Components render."), {
        digest: "WORDPRESS_UNAVAILABLE",
      }),
    );
    expect(calls).toHaveLength(1);
  });

  it("passes any other error on as it is, stack included", () => {
    const { target, calls } = logger();
    availability.reportFailure(unreachable());
    const bug = new TypeError("Cannot read properties of undefined");
    target.error(" ⨯", bug);
    target.error("plain text");
    expect(calls).toEqual([[" ⨯", bug], ["plain text"]]);
  });
});

describe("WordPress's return", () => {
  it("is said once, by the first read WordPress answers", () => {
    availability.reportFailure(unreachable());
    availability.reportAnswer();
    availability.reportAnswer();
    expect(lines).toEqual([
      expect.stringMatching(/^error: \[wordpress\] unavailable: /),
      "info: [wordpress] available again (a read was answered)",
    ]);
    expect(availability.current()).toMatchObject({ up: true });
  });
});
