// The nginx front (deploy/nginx/vitrine.conf) in Debian's nginx in front of TWO instances of the
// site, with requests at and past the site's own limits (config/site.ts `requestLimits`, Node.js's
// header limit): each gets the site's answer or, past what nginx takes, nginx's own answer as the
// site's status page with its headers; never a 502, and no request takes an instance out.
// Which instance answered each request is read from nginx's access log, written for this test
// with `$upstream_addr` (the site's file, vitrine.conf, is the one shipped).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { availabilityTimings, requestLimits } from "../config/site.ts";
import { nginxBinary, writeStandaloneConfig } from "../deploy/nginx/render.ts";
import { statusLine, statusPage } from "../lib/errors/status-page.ts";
import { t } from "../lib/i18n/messages.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";
import { sendRaw } from "./raw-request.ts";

test.skip(
  !existsSync(nginxBinary),
  `${nginxBinary} is not installed (apt-get install nginx libnginx-mod-http-cache-purge; .ci/run installs them)`,
);
test.describe.configure({ mode: "serial" });

let cms: RunningCms;
const sites: PrivateSite[] = [];
/** host:port of each instance, as nginx names them in $upstream_addr. */
const instances: string[] = [];
let nginx: ChildProcess | undefined;
let nginxOutput = "";
let prefix: string;
let front: string;
/** The site's name on its status pages: the build's (its record), as the instances name it. */
const siteName = "Confluence";

/** Any request, sent as written (e2e/raw-request.ts). */
const send = sendRaw;

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** The headers every answer of the site carries, and those of its status pages. */
const securityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];
const statusHeaders = [...securityHeaders, "content-type", "cache-control"];
const pick = (headers: IncomingHttpHeaders, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

interface Logged {
  uri: string;
  status: number;
  /** Each instance nginx asked, in order ("-" when it asked none). */
  upstreams: string[];
}

async function accessLog(): Promise<Logged[]> {
  const text = await readFile(path.join(prefix, "logs", "access.log"), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [uri = "", status = "", upstreams = ""] = line.split("\t");
      return {
        uri,
        status: Number(status),
        upstreams: upstreams.split(/,\s*/).filter((entry) => entry && entry !== "-"),
      };
    });
}

/**
 * No instance is skipped: pages nobody asked for yet (each a MISS, so nginx asks an instance) are
 * answered 200, in turn by each instance, each by the first instance asked.
 */
async function bothInstancesServe(label: string): Promise<void> {
  // In `q`, a parameter a page reads: nginx keeps the query in its key (a query no page reads is left out).
  const marker = `probe-${label}`;
  for (let index = 0; index < 4; index++) {
    const answer = await send(front, "GET", `/vivre?q=${marker}-${index}`);
    expect([answer.status, answer.headers["x-cache-status"], title(answer.body)], `${label} ${index}`).toEqual([
      200,
      "MISS",
      "Vivre - Confluence",
    ]);
  }
  // nginx writes a request's log line once its answer is sent: the last one may come just after.
  const probes = async () => (await accessLog()).filter((entry) => entry.uri.includes(marker));
  await expect.poll(async () => (await probes()).length, { message: `${label}: the probes' log lines` }).toBe(4);
  const served = await probes();
  expect(served.map((entry) => entry.upstreams.length)).toEqual([1, 1, 1, 1]);
  expect(new Set(served.flatMap((entry) => entry.upstreams))).toEqual(new Set(instances));
  const errors = await readFile(path.join(prefix, "logs", "error.log"), "utf8").catch(() => "");
  expect(errors).not.toMatch(/upstream server temporarily disabled|no live upstreams|upstream sent too big header/);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  prefix = await mkdtemp(path.join(tmpdir(), "vitrine-nginx-bounds-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(prefix, "submissions.jsonl") });
  const [frontPort, purgePort] = [await freePort(), await freePort()];
  front = `http://127.0.0.1:${frontPort}`;
  const env = { CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`, TRUSTED_PROXIES: "1", RENDER_DEADLINE_MS: "2000" };
  for (const started of await Promise.all([startSiteOf(cms.url, env), startSiteOf(cms.url, env)])) {
    sites.push(started.site);
    instances.push(`127.0.0.1:${started.port}`);
  }
  const config = await writeStandaloneConfig(prefix, {
    listen: `127.0.0.1:${frontPort}`,
    serverName: "localhost",
    upstreams: instances,
    purgeListen: `127.0.0.1:${purgePort}`,
    purgeAllow: ["127.0.0.1"],
    // The instances': nginx's own answers carry the headers they send.
    // The instances' settings, their third parties included: nginx's own answers carry their headers.
    environment: { SITE_URL: suiteSiteUrl, WORDPRESS_URL: cms.url, ...suiteThirdParties() },
    siteName,
  });
  const main = await readFile(config, "utf8");
  const logLine = `    access_log ${path.join(prefix, "logs", "access.log")};`;
  expect(main).toContain(logLine);
  await writeFile(
    config,
    main.replace(
      logLine,
      [
        `    log_format upstreams "$request_uri\\t$status\\t$upstream_addr";`,
        `    access_log ${path.join(prefix, "logs", "access.log")} upstreams;`,
      ].join("\n"),
    ),
  );
  nginx = spawn(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [nginx.stdout, nginx.stderr])
    stream?.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited with ${nginx?.exitCode}:\n${nginxOutput}`);
        return fetch(`${front}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { message: "nginx answers", timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await Promise.all(sites.map((site) => site.remove()));
  await cms?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const errors = await readFile(path.join(prefix, "logs", "error.log"), "utf8").catch(() => "");
    const log = (await accessLog())
      .map((entry) => `${entry.status} ${entry.uri.slice(0, 120)} ${entry.upstreams.join(", ")}`)
      .join("\n");
    await testInfo.attach("logs", {
      body:
        sites.map((site, index) => `site ${index + 1}:\n${site.output()}`).join("\n\n") +
        `\n\nnginx:\n${nginxOutput}\n${errors}\n\naccess:\n${log}`,
      contentType: "text/plain",
    });
  }
});

test("every address up to the site's 414 limit gets the site's answer through the front, never a 502, and no instance is skipped", async () => {
  // A campaign link with a long query no page reads: /vivre's own copy (nginx leaves such a query
  // out of its key and of the address it asks for), cached like any page.
  const long = `/vivre?utm_source=${"a".repeat(2500)}`;
  const answers = [await send(front, "GET", long), await send(front, "GET", long), await send(front, "GET", "/vivre")];
  for (const answer of answers) expect([answer.status, title(answer.body)]).toEqual([200, "Vivre - Confluence"]);
  expect(answers.slice(1).map((answer) => answer.headers["x-cache-status"])).toEqual(["HIT", "HIT"]);
  // The longest address the site takes, twice: once per instance.
  const longest = (index: number) => {
    const start = `/vivre?n=${index}&q=`;
    return start + "b".repeat(requestLimits.maxUrlBytes - start.length);
  };
  for (const index of [1, 2])
    expect(await send(front, "GET", longest(index)).then((answer) => [answer.status, title(answer.body)])).toEqual([
      200,
      "Vivre - Confluence",
    ]);
  // The longest address the site redirects (a trailing slash): its answer repeats the address twice (Location, Refresh).
  const slashed = `/vivre/?q=${"s".repeat(requestLimits.maxUrlBytes - "/vivre/?q=".length)}`;
  const redirect = await send(front, "GET", slashed);
  expect([redirect.status, redirect.headers.location]).toEqual([308, slashed.replace("/vivre/", "/vivre")]);
  // One byte more: the site's own 414, as the instance sends it.
  const over = `${longest(3)}b`;
  const [through, bare] = [
    await send(front, "GET", over, { accept: "text/html" }),
    await send(`http://${instances[0]}`, "GET", over, { accept: "text/html" }),
  ];
  expect(through.status).toBe(414);
  expect(through.body).toBe(bare.body);
  expect(pick(through.headers, statusHeaders)).toEqual(pick(bare.headers, statusHeaders));
  await bothInstancesServe("addresses");
});

test("every header set up to the site's 431 limit gets the site's answer through the front, never a 502, and no instance is skipped", async () => {
  // 16 KB of headers: a large cookie and a few more.
  const headers = {
    cookie: `visitor=${"c".repeat(12_000)}`,
    "x-trace": "t".repeat(2000),
    "x-campaign": "v".repeat(1950),
    accept: "text/html",
  };
  expect(
    Object.entries(headers).reduce((total, [name, value]) => total + name.length + value.length + 4, 0),
  ).toBeGreaterThan(16_000);
  for (const page of ["/etudier", "/en/life"]) {
    const answer = await send(front, "GET", page, headers);
    expect([answer.status, title(answer.body)], page).toEqual([
      200,
      page === "/etudier" ? "Étudier - Confluence" : "Life - Confluence",
    ]);
  }
  // Past the site's limit, at an address not cached (the cached page would be sent; a query a page reads,
  // `q`, makes one: another would be left out of nginx's key): the site's 431, through the front.
  const large = { accept: "text/html", cookie: `visitor=${"c".repeat(12_000)}`, "x-trace": "t".repeat(12_000) };
  const [through, bare] = [
    await send(front, "GET", "/etudier?q=large", large),
    await send(`http://${instances[1]}`, "GET", "/etudier?q=large", large),
  ];
  expect([through.status, bare.status]).toEqual([431, 431]);
  expect(through.body).toBe(bare.body);
  expect(pick(through.headers, securityHeaders)).toEqual(pick(bare.headers, securityHeaders));
  await bothInstancesServe("headers");
});

test("nginx's own answers (TRACE 405, 413, 414, 431) are the site's status pages, with the site's headers", async () => {
  // What the site sends for a request it refuses, to a browser and to any other client.
  const siteAnswer = await send(`http://${instances[0]}`, "PUT", "/vivre", { accept: "text/html" });
  const siteLine = await send(`http://${instances[0]}`, "PUT", "/vivre");
  expect([siteAnswer.status, siteLine.status]).toEqual([405, 405]);

  const trace = await send(front, "TRACE", "/vivre", { accept: "text/html" });
  expect(trace.status).toBe(405);
  expect(trace.body).toBe(siteAnswer.body);
  expect(pick(trace.headers, [...statusHeaders, "allow"])).toEqual(
    pick(siteAnswer.headers, [...statusHeaders, "allow"]),
  );
  const traceEnglish = await send(front, "TRACE", "/en/life", { accept: "text/html" });
  expect(traceEnglish.body).toBe(
    (await send(`http://${instances[1]}`, "PUT", "/en/life", { accept: "text/html" })).body,
  );
  const traceLine = await send(front, "TRACE", "/vivre");
  expect(traceLine.body).toBe(siteLine.body);
  expect(pick(traceLine.headers, statusHeaders)).toEqual(pick(siteLine.headers, statusHeaders));

  // A body larger than the site takes: refused by nginx before any instance reads it.
  const large = await send(
    front,
    "POST",
    "/contact",
    { accept: "text/html", "content-type": "multipart/form-data; boundary=x" },
    Buffer.alloc(1_000_000, "x"),
  );
  expect(large.status).toBe(413);
  expect(large.body).toBe(statusPage(413, "fr", siteName).html);
  expect(pick(large.headers, statusHeaders)).toEqual(pick(siteAnswer.headers, statusHeaders));

  // An address longer than nginx reads: nginx cannot read the rest of the request (its Accept), so the line of text.
  const overlong = await send(front, "GET", `/vivre?q=${"z".repeat(20_000)}`, { accept: "text/html" });
  expect(overlong.status).toBe(414);
  expect(overlong.body).toBe(statusLine(414, "fr"));
  expect(pick(overlong.headers, statusHeaders)).toEqual(pick(siteLine.headers, statusHeaders));

  // Headers larger than nginx reads: the site's 431 page, in the address's language.
  const huge = Object.fromEntries([
    ["accept", "text/html"],
    ...Array.from({ length: 5 }, (_, index) => [`x-pad-${index}`, "p".repeat(15_000)]),
  ]) as Record<string, string>;
  const tooLarge = await send(front, "GET", "/en/life", huge);
  expect(tooLarge.status).toBe(431);
  expect(tooLarge.body).toBe(statusPage(431, "en", siteName).html);
  expect(pick(tooLarge.headers, statusHeaders)).toEqual(pick(siteAnswer.headers, statusHeaders));
  expect(title(tooLarge.body)).toBe("Request too large - Confluence");

  // The addresses these pages are served from are not the site's: a visitor asking gets the site's 404.
  const hidden = await send(front, "GET", "/.vitrine-status/405.fr.html");
  expect(hidden.status).toBe(404);
  expect(pick(hidden.headers, securityHeaders.slice(1))).toEqual(pick(siteAnswer.headers, securityHeaders.slice(1)));
});

test("every body gets the site's answer or nginx's 413, never a 502, and no instance is skipped", async () => {
  const body = Buffer.alloc(requestLimits.maxBodyBytes, "x");
  const answers = [];
  // A form posted to a page that has none, another origin's server action, an API route that takes no POST.
  for (let round = 0; round < 10; round++) {
    answers.push(
      (await send(front, "POST", "/vivre", { "content-type": "application/x-www-form-urlencoded" }, body)).status,
    );
    answers.push(
      (
        await send(
          front,
          "POST",
          "/contact",
          { "content-type": "multipart/form-data; boundary=x", origin: "https://elsewhere.example" },
          body,
        )
      ).status,
    );
    answers.push((await send(front, "PUT", "/api/health", {}, body)).status);
  }
  expect(answers).toEqual(Array.from({ length: 10 }, () => [405, 403, 405]).flat());
  for (let round = 0; round < 3; round++)
    expect((await send(front, "POST", "/vivre", {}, Buffer.alloc(1_000_000, "y"))).status).toBe(413);
  await bothInstancesServe("bodies");
});

test("the site's 503 for a page WordPress cannot serve is passed on, asked of one instance only, and takes no instance out", async () => {
  // Events are rendered on first request: the first ones not rendered yet are the test's pages.
  const agenda = (await send(front, "GET", "/agenda")).body;
  const events = [...new Set([...agenda.matchAll(/href="(\/event-[a-z0-9-]+)"/g)].map((match) => match[1] as string))];
  expect(events.length).toBeGreaterThan(4);
  const down = await fetch(`${cms.url}/__cms/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ down: true }),
  });
  expect(down.status).toBe(200);
  try {
    const refused: string[] = [];
    for (const event of events) {
      const answer = await send(front, "GET", event, { accept: "text/html" });
      expect([200, 503], event).toContain(answer.status);
      if (answer.status !== 503) continue;
      expect(title(answer.body)).toBe(`${t("fr").unavailableTitle} - Confluence`);
      expect(answer.headers["retry-after"]).toBe(String(availabilityTimings.retryAfterSeconds));
      refused.push(event);
      if (refused.length === 4) break;
    }
    expect(refused.length).toBe(4);
    // Each was asked of one instance, which answered 503: nginx did not try the other.
    const refusedLines = async () => (await accessLog()).filter((entry) => refused.includes(entry.uri));
    await expect
      .poll(async () => (await refusedLines()).length, { message: "the refused pages' log lines" })
      .toBe(refused.length);
    const logged = await refusedLines();
    expect(logged.map((entry) => [entry.status, entry.upstreams.length])).toEqual(refused.map(() => [503, 1]));
    expect(new Set(logged.flatMap((entry) => entry.upstreams))).toEqual(new Set(instances));
  } finally {
    await fetch(`${cms.url}/__cms/faults`, { method: "DELETE" });
  }
  // WordPress back: each instance notices, and both serve.
  for (const instance of instances) {
    await expect
      .poll(() => fetch(`http://${instance}/api/ready`).then((response) => response.status), { timeout: 20_000 })
      .toBe(200);
  }
  await bothInstancesServe("after-outage");
});
