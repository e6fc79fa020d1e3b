// The site's rules take a failed page for WordPress's outage (the 503 page) when WordPress is
// known down, or when a read of the page's own render found it unavailable (lib/server/site-guard.ts).
import { describe, expect, it } from "vitest";
import { noteWordPressUnavailable, withRequestId } from "../lib/server/request-context.ts";
import { siteGuard } from "../lib/server/site-guard.ts";
import { availability } from "../lib/wordpress/availability.ts";

describe("WordPress unavailable to an answer", () => {
  it("is so for the request whose read found it unavailable, while WordPress is known up", () => {
    availability().reportAnswer();
    expect(availability().current()?.up).not.toBe(false);
    const guard = siteGuard();
    withRequestId("failed-render", () => {
      expect(guard.wordpressDown()).toBe(false);
      noteWordPressUnavailable("Request timed out: http://wordpress.test/wp-json/acf/v3/options/options");
      expect(guard.wordpressDown()).toBe(true);
    });
    withRequestId("another", () => expect(guard.wordpressDown()).toBe(false));
    expect(guard.wordpressDown()).toBe(false);
  });
});
