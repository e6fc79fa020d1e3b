// An outage of WordPress under load is logged as docs/operations/logs-and-metrics.md says: by each
// instance, one `warn` line when it starts and one `info` line with its duration when WordPress is
// back, and no stack trace, whatever visitors ask meanwhile (pages rendered before, lists never
// rendered, unknown addresses). Two instances of the site (JSON lines, as in production) read a
// CMS of this spec's own.
import { expect, test } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { expectOneOutage, linesOf, loadFor, statusesOf } from "./outage.ts";
import { startSiteOf, type PrivateSite } from "./private-site.ts";

let cms: RunningCms | undefined;
const sites: Array<{ site: PrivateSite; origin: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cms = await startCms({ port: 0, admin: true, quiet: true });
  const url = cms.url;
  sites.push(...(await Promise.all([0, 1].map(() => startSiteOf(url, { LOG_FORMAT: "json" })))));
});

test.afterAll(async () => {
  await Promise.all(sites.map(({ site }) => site.remove()));
  await cms?.close();
});

async function faults(method: "POST" | "DELETE", body?: unknown): Promise<void> {
  const response = await fetch(`${cms?.url}/__cms/faults`, {
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

test("WordPress down under load: each instance logs one line for the outage, one for its return, no stack trace", async () => {
  test.setTimeout(120_000);
  for (const { origin } of sites)
    for (const address of rendered) expect((await fetch(`${origin}${address}`)).status, address).toBe(200);
  const before = sites.map(({ site }) => site.printed().length);

  await faults("POST", { down: true });
  const addresses = [...rendered, ...neverRendered, ...unknown];
  const statuses = await loadFor(
    sites.map(({ origin }) => origin),
    addresses,
    10,
    8000,
  );
  // Pages rendered before answer, the others get the 503 page or the 404 page: never a 500.
  expect(statusesOf(statuses, rendered), "pages rendered before").toEqual([200]);
  expect(statusesOf(statuses, addresses)).toEqual([200, 404, 503]);

  await faults("DELETE");
  for (const { origin } of sites)
    await expect.poll(async () => (await fetch(`${origin}${neverRendered[0]}`)).status, { timeout: 30_000 }).toBe(200);

  for (const [index, { site }] of sites.entries())
    expectOneOutage(linesOf(site, before[index] ?? 0), `instance ${index + 1}`);
});
