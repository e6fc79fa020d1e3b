// What operators load next to the site: the Grafana dashboard (deploy/grafana/vitrine.json),
// checked against the dashboard JSON model Grafana documents, and the Prometheus alerting rules
// and configuration (deploy/prometheus/), checked and tested by Debian's promtool (the
// `prometheus` package, which .ci/run installs: without it this test fails, it is not skipped).
// Every metric a panel or a rule reads is one the site registers (lib/server/metrics.ts).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createMetrics } from "../lib/server/metrics.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const prometheusDir = `${root}deploy/prometheus`;
const promtool = "/usr/bin/promtool";

function runPromtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(promtool, args, { cwd: prometheusDir, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the Prometheus files", () => {
  it("are checked by Debian's promtool, which is installed (apt-get install prometheus)", () => {
    expect(existsSync(promtool), `${promtool} (apt-get install prometheus; .ci/run installs it)`).toBe(true);
  });

  it("hold alerting rules promtool accepts", () => {
    const check = runPromtool("check", "rules", "alerts.yml");
    expect(check.output).toMatch(/SUCCESS: 3 rules found/);
    expect(check.status).toBe(0);
  });

  it("hold alerting rules that fire as their tests say: WordPress down, an outbox older than 1 h, a 5xx rate", () => {
    const test = runPromtool("test", "rules", "alerts.test.yml");
    expect(test.output).toMatch(/SUCCESS/);
    expect(test.status).toBe(0);
    const alerts = readFileSync(`${prometheusDir}/alerts.yml`, "utf8");
    expect([...alerts.matchAll(/^\s+- alert: (\S+)$/gm)].map((match) => match[1])).toEqual([
      "VitrineWordPressDown",
      "VitrineContactOutboxStale",
      "VitrineHigh5xxRate",
    ]);
  });

  it("hold a scrape configuration promtool accepts", () => {
    const check = runPromtool("check", "config", "prometheus.yml");
    expect(check.output).toMatch(/is valid prometheus config file syntax/);
    expect(check.status).toBe(0);
  });
});

// The dashboard JSON model (Grafana's documentation, "JSON model": the dashboard's fields, a
// panel's, a target's, the templating variables), as a zod schema of its required fields.
const datasource = z.object({ type: z.string(), uid: z.string() });
const gridPos = z.object({
  h: z.number().int().positive(),
  w: z.number().int().min(1).max(24),
  x: z.number().int().min(0).max(23),
  y: z.number().int().min(0),
});
const target = z.object({ refId: z.string().min(1), expr: z.string().min(1), datasource: datasource.optional() });
const panelTypes = ["timeseries", "stat", "table", "state-timeline", "gauge", "bargauge", "text", "heatmap"] as const;
const panel = z.union([
  z.object({
    id: z.number().int().positive(),
    type: z.literal("row"),
    title: z.string().min(1),
    gridPos,
    collapsed: z.boolean(),
    panels: z.array(z.unknown()),
  }),
  z.object({
    id: z.number().int().positive(),
    type: z.enum(panelTypes),
    title: z.string().min(1),
    description: z.string().optional(),
    gridPos,
    datasource,
    targets: z.array(target).min(1),
    fieldConfig: z.object({
      defaults: z.object({ unit: z.string().optional() }).loose(),
      overrides: z.array(z.unknown()),
    }),
    options: z.record(z.string(), z.unknown()),
  }),
]);
const dashboardModel = z.object({
  uid: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: z.string().min(1),
  tags: z.array(z.string()),
  editable: z.boolean(),
  graphTooltip: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  schemaVersion: z.number().int().min(36),
  version: z.number().int().min(0),
  refresh: z.string(),
  time: z.object({ from: z.string(), to: z.string() }),
  timezone: z.string(),
  annotations: z.object({ list: z.array(z.object({ name: z.string(), type: z.string() }).loose()) }),
  templating: z.object({
    list: z.array(
      z
        .object({
          name: z.string().regex(/^\w+$/),
          type: z.enum(["query", "datasource", "custom", "constant", "interval", "textbox", "adhoc"]),
          hide: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        })
        .loose(),
    ),
  }),
  panels: z.array(panel).min(1),
});

const dashboard = JSON.parse(readFileSync(`${root}deploy/grafana/vitrine.json`, "utf8")) as unknown;

/** Every series name the site's registry exposes: its metrics, and a histogram's _bucket, _sum, _count. */
async function exposedNames(): Promise<Set<string>> {
  const { registry } = createMetrics();
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === "histogram")
      for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** The metric names an expression reads (the site's and Node's: vitrine_*, process_*, nodejs_*). */
const metricsIn = (expr: string) => [
  ...new Set(
    [...expr.replace(/\{[^}]*\}/g, "{}").matchAll(/\b(?:vitrine|process|nodejs)_[a-z0-9_]+\b/g)].map((m) => m[0]),
  ),
];

describe("the Grafana dashboard", () => {
  it("is a dashboard of Grafana's JSON model", () => {
    const parsed = dashboardModel.safeParse(dashboard);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it("has unique panel ids, panels that fit the 24 columns, and one datasource variable its panels use", () => {
    const model = dashboardModel.parse(dashboard);
    const ids = model.panels.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of model.panels) expect(entry.gridPos.x + entry.gridPos.w, entry.title).toBeLessThanOrEqual(24);
    const variables = model.templating.list.map((variable) => variable.name);
    expect(variables).toContain("datasource");
    for (const entry of model.panels)
      if (entry.type !== "row") expect(entry.datasource.uid, entry.title).toBe("${datasource}");
  });

  it("reads only metrics the site registers, and each of them is on a panel", async () => {
    const model = dashboardModel.parse(dashboard);
    const exposed = await exposedNames();
    const read = new Set<string>();
    for (const entry of model.panels) {
      if (entry.type === "row") continue;
      for (const { expr } of entry.targets) {
        const names = metricsIn(expr);
        expect(names.length, `${entry.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of names) {
          expect(exposed.has(name), `${entry.title}: ${name} is not a metric the site registers`).toBe(true);
          read.add(name.replace(/_(bucket|sum|count)$/, ""));
        }
      }
    }
    const { registry } = createMetrics();
    const siteMetrics = (await registry.getMetricsAsJSON())
      .map((metric) => metric.name)
      .filter((name) => name.startsWith("vitrine_"));
    expect(siteMetrics.filter((name) => !read.has(name))).toEqual([]);
  });

  it("is what the alerting rules read too: registered metrics only", async () => {
    const exposed = await exposedNames();
    const alerts = readFileSync(`${prometheusDir}/alerts.yml`, "utf8");
    const exprs = [...alerts.matchAll(/expr: (?:\|\n((?:\s{10}.*\n)+)|(.*))/g)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    expect(exprs).toHaveLength(3);
    for (const expr of exprs) {
      const names = metricsIn(expr);
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(exposed.has(name), name).toBe(true);
    }
  });
});
