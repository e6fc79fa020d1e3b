// An outage of WordPress under load is logged as docs/operations/outages.md says: one line when it starts, one when
// WordPress is back, and no stack trace, whatever visitors ask meanwhile (pages rendered before,
// lists never rendered, unknown addresses). A site and a CMS of this spec's own.
import { expect, test } from "@playwright/test";
import type { RunningCms } from "../cms/server.ts";
import { startOwnSite, type OwnSite, type PrivateSite } from "./private-site.ts";

let own: OwnSite | undefined;
let cms: RunningCms;
let site: PrivateSite;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite("outage-log");
  ({ cms, site, origin } = own);
});

test.afterAll(async () => {
  await own?.close();
});

async function faults(method: "POST" | "DELETE", body?: unknown): Promise<void> {
  const response = await fetch(`${cms.url}/__cms/faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} /__cms/faults`).toBe(true);
}

const rendered = ["/", "/en", "/vivre", "/en/life", "/agenda", "/en/now"];
// Filtered lists are rendered on their first request: these never were.
const neverRendered = ["/agenda?type=news", "/agenda?type=event", "/en/now?type=news"];
const unknown = ["/nulle-part", "/en/nowhere"];

test("WordPress down under load: one line for the outage, one for its return, no stack trace", async () => {
  test.setTimeout(120_000);
  for (const address of rendered) expect((await fetch(`${origin}${address}`)).status, address).toBe(200);
  const before = site.printed().length;

  await faults("POST", { down: true });
  const statuses = new Map<number, number>();
  const until = Date.now() + 8000;
  const addresses = [...rendered, ...neverRendered, ...unknown];
  await Promise.all(
    Array.from({ length: 20 }, async (_, worker) => {
      for (let index = worker; Date.now() < until; index++) {
        const response = await fetch(`${origin}${addresses[index % addresses.length]}`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  // Pages rendered before answer, the others get the 503 page or the 404 page: never a 500.
  expect([...statuses.keys()].sort()).toEqual([200, 404, 503]);

  await faults("DELETE");
  await expect.poll(async () => (await fetch(`${origin}${neverRendered[0]}`)).status, { timeout: 30_000 }).toBe(200);

  const lines = site
    .printed()
    .slice(before)
    .split("\n")
    .filter((line) => line.trim() !== "");
  expect(
    lines.filter((line) => /^\s+at /.test(line)),
    "stack trace lines",
  ).toEqual([]);
  expect(lines).toEqual([
    expect.stringMatching(/^\[wordpress\] unavailable: /),
    expect.stringMatching(/^\[wordpress\] available again/),
  ]);
});
