// The host name server.ts gives Next.js (lib/server/site-process.ts, `nextHostname`): the one Next
// writes a proxy rewrite on, so that it serves the 404 page's rewrite itself (e2e/observability.spec.ts
// counts the requests).
import { describe, expect, it } from "vitest";
import { nextHostname } from "../lib/server/site-process.ts";

describe("nextHostname", () => {
  it.each([
    ["127.0.0.1", "localhost"],
    ["127.1.2.3", "localhost"],
    ["::1", "localhost"],
    ["[::1]", "localhost"],
    ["localhost", "localhost"],
    ["LOCALHOST", "localhost"],
    ["0.0.0.0", "0.0.0.0"],
    ["::", "::"],
    ["10.0.0.6", "10.0.0.6"],
    ["site.internal", "site.internal"],
    ["127.0.0.1.example.org", "127.0.0.1.example.org"],
  ])("%s → %s", (host, expected) => {
    expect(nextHostname(host)).toBe(expected);
  });
});
