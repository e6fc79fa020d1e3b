// Hostile requests against the built site (a server of this spec's own, with its own embedded CMS,
// so that the CMS's request count is this spec's alone): every answer is a 4xx or less with the
// site's security headers, each case gets its status, addresses that are not pages never reach
// WordPress, nothing sent is reflected unescaped, and a client's own X-Forwarded-For does not get
// around the contact form's rate limit.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import type { RunningCms } from "../cms/server.ts";
import { requestLimits } from "../config/site.ts";
import { t } from "../lib/i18n/messages.ts";
import { postContactWithoutJavaScript } from "./helpers.ts";
import { type OwnSite, type PrivateSite, startOwnSite, startSiteOf } from "./private-site.ts";

test.describe.configure({ mode: "serial" });

let own: OwnSite | undefined;
let cms: RunningCms;
let site: PrivateSite;
let origin: string;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request as written (any method, any target, any header), without a client's rules. */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A declared length, as browsers send, unless the case says otherwise.
    const declared =
      body === undefined || "transfer-encoding" in headers
        ? headers
        : { "content-length": String(Buffer.byteLength(body)), ...headers };
    const request = httpRequest({ host: "127.0.0.1", port, method, path: target, headers: declared }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Bytes written as they are on a connection of their own (what no HTTP client would send); the answer, parsed. */
function sendRaw(raw: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines)
        headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

/** The requests WordPress received since the last reset, by route. */
async function cmsCalls(): Promise<Record<string, number>> {
  return ((await (await fetch(`${cms.url}/__cms/stats`)).json()) as { routes: Record<string, number> }).routes;
}

async function resetCmsCalls(): Promise<void> {
  await fetch(`${cms.url}/__cms/stats`, { method: "DELETE" });
}

const securityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

function expectSiteHeaders(answer: Answer, what: string): void {
  for (const name of securityHeaders) expect(answer.headers[name], `${what}: ${name}`).toBeTruthy();
  const policy = String(answer.headers["content-security-policy"]);
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // No TRUSTED_PROXIES: the socket's address is the visitor's.
  own = await startOwnSite("hostile", () => ({ TRUSTED_PROXIES: "" }));
  ({ cms, site, origin, port } = own);
  // The route table, read once; the 404 page's layout reads the site options once (this copy of
  // the build has no data cache).
  for (const address of ["/", "/en", "/contact"]) expect((await send("GET", address)).status).toBe(200);
  expect((await send("GET", "/nulle-part")).status).toBe(404);
  // Without PREVIEW_SECRET and the preview user, editor preview is off: its address is unknown.
  expect((await send("GET", "/api/preview?token=x.y")).status).toBe(404);
});

test.afterAll(async () => {
  await own?.close();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("site", { body: site.output(), contentType: "text/plain" });
});

/** Addresses that are not pages, under every prefix proxy.ts leaves out, and that the build does not have. */
function strayAddresses(): string[] {
  const addresses: string[] = ["/api/", "/_next/", "/_next/data/x.json", "/_next/static/", "/sitemaps/", "/sw.js/x"];
  for (let index = 0; index < 3; index++) {
    const word = `zz${index}${Math.random().toString(36).slice(2, 6)}`;
    addresses.push(
      `/api/${word}`,
      `/api/health/${word}`,
      `/_next/static/${word}.js`,
      `/_next/static/chunks/${word}.js`,
      `/_next/static/media/${word}.woff2`,
      `/_next/${word}`,
      `/icon${word}`,
      `/icon.png/${word}`,
      `/apple-icon-${word}`,
      `/sitemap${word}`,
      `/sitemap.xml.${word}`,
      `/robots.txt${word}`,
      `/sw.js${word}`,
      `/manifest.webmanifest${word}`,
      `/favicon.ico${word}`,
      `/social-default.png.${word}`,
      `/api/${word}?q=%3Cscript%3E`,
    );
  }
  // Sitemap shards that do not exist: the route handler's answer (/sitemaps/[shard], GET only).
  addresses.push("/sitemaps/999", "/sitemaps/0.xml", "/sitemaps/x.xml", "/sitemaps/1.xml.gz");
  return addresses;
}

test("addresses that are not pages and that the build lacks get the site's 404 page, without asking WordPress", async () => {
  await resetCmsCalls();
  // Each answer is a render of the 404 page: a few hundred take a while on a busy machine.
  test.setTimeout(180_000);
  const addresses = strayAddresses();
  for (const [index, address] of addresses.entries()) {
    // Every address with GET; the first ones with the other methods too.
    for (const method of index < 24 ? ["GET", "HEAD", "POST", "DELETE"] : ["GET"]) {
      const answer = await send(
        method,
        address,
        method === "POST" ? { "content-type": "multipart/form-data; boundary=x", "content-length": "0" } : {},
      );
      expect(answer.status, `${method} ${address}`).toBe(404);
      expectSiteHeaders(answer, `${method} ${address}`);
      if (method !== "HEAD") {
        expect(answer.body, `${method} ${address}`).toMatch(/<html lang="fr-FR"[\s\S]*<title>[^<]+<\/title>/);
        expect(answer.body).toContain(t("fr").notFoundTitle);
      }
    }
  }
  expect(await cmsCalls(), "requests to WordPress").toEqual({});
  // A shard past the last one: the same page (the sitemap's entries are read to know it).
  const pastLast = await send("GET", "/sitemaps/999.xml");
  expect(pastLast.status).toBe(404);
  expectSiteHeaders(pastLast, "/sitemaps/999.xml");
  expect(pastLast.body).toContain(t("fr").notFoundTitle);
  // In the language of the address.
  const english = await send("GET", "/en/api/zz");
  expect([english.status, /<html lang="en-GB"/.test(english.body)]).toEqual([404, true]);
  // What the build has still answers.
  for (const address of [
    "/api/health",
    "/robots.txt",
    "/sitemap.xml",
    "/icon.png",
    "/manifest.webmanifest",
    "/favicon.ico",
    "/sw.js",
  ]) {
    expect((await send("GET", address)).status, address).toBe(200);
  }
});

test("a 404 for an address that is not a page hydrates in the browser with no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${origin}/api/zz-browser`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(t("fr").notFoundTitle));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

interface Case {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  allow?: string;
}

async function actionId(): Promise<string> {
  const html = (await send("GET", "/contact")).body;
  const id = /&quot;id&quot;:&quot;([0-9a-f]{16,})&quot;/.exec(html)?.[1];
  expect(id, "the contact form's action id").toBeTruthy();
  return id as string;
}

test("each mistake gets its 4xx, with the site's headers, and never a 5xx", async () => {
  test.setTimeout(120_000);
  const action = await actionId();
  const call = (body: string, headers: Record<string, string> = {}): Case => ({
    method: "POST",
    target: "/contact",
    headers: { "next-action": action, "content-type": "text/plain;charset=UTF-8", origin, ...headers },
    body,
    status: 400,
  });
  const cases: Case[] = [];
  for (const target of ["/", "/vivre", "/en/life", "/contact", "/agenda", "/agenda?lieu=lyon", "/hors-ligne"]) {
    for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND", "TRACE", "MKCOL", "LOCK"])
      cases.push({ method, target, status: 405, allow: "GET, HEAD" });
    cases.push({
      method: "POST",
      target,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
      status: 405,
      allow: "GET, HEAD",
    });
    cases.push({
      method: "POST",
      target,
      headers: { "content-type": "application/json" },
      body: "{}",
      status: 405,
      allow: "GET, HEAD",
    });
    cases.push({ method: "OPTIONS", target, status: 204, allow: "GET, HEAD" });
    cases.push({ method: "GET", target, status: 200 });
    cases.push({ method: "HEAD", target, status: 200 });
  }
  cases.push(
    { method: "POST", target: "/api/health", body: "", status: 405, allow: "GET, HEAD" },
    { method: "DELETE", target: "/api/ready", status: 405, allow: "GET, HEAD" },
    { method: "GET", target: "/api/revalidate", status: 405, allow: "POST" },
    { method: "PUT", target: "/api/revalidate", body: "{}", status: 405, allow: "POST" },
    { method: "OPTIONS", target: "/api/revalidate", status: 204, allow: "POST" },
    { method: "TRACE", target: "/robots.txt", status: 405, allow: "GET, HEAD" },
    {
      method: "POST",
      target: "/api/revalidate",
      headers: { "content-type": "application/json" },
      body: "x".repeat(requestLimits.maxBodyBytes + 1),
      status: 413,
    },
    // Malformed server action calls.
    call("[]"),
    call("zz{"),
    call('["$@99"]'),
    call("null"),
    call('{"a":1}'),
    call(`${"[".repeat(5000)}${"]".repeat(5000)}`),
    { ...call("[]", { "next-action": "00ff" }) },
    { ...call("[]", { "next-action": "z".repeat(3000) }) },
    {
      method: "POST",
      target: "/contact",
      headers: { "content-type": "multipart/form-data; boundary=x", origin },
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      status: 400,
    },
    {
      method: "POST",
      target: "/contact",
      headers: { "content-type": "multipart/form-data; boundary=x", origin },
      body: "not multipart at all",
      status: 400,
    },
    // Another origin, a body too large, a body of unknown length.
    { ...call('["fr",{},null]', { origin: "http://evil.example" }), status: 403 },
    { ...call('["fr",{},null]', { origin: "null" }), status: 403 },
    { ...call("x".repeat(requestLimits.maxBodyBytes + 1)), status: 413 },
    { ...call("x", { "transfer-encoding": "chunked" }), status: 411 },
    // Addresses and headers too long.
    { method: "GET", target: `/${"a".repeat(requestLimits.maxUrlBytes)}`, status: 414 },
    { method: "GET", target: `/en/${"a".repeat(20_000)}`, status: 414 },
    { method: "GET", target: "/vivre", headers: { "x-big": "b".repeat(20_000) }, status: 431 },
    {
      method: "GET",
      target: "/vivre",
      headers: { cookie: `c=${"c".repeat(20_000)}`, accept: "text/html" },
      status: 431,
    },
    // Canonical forms, odd characters, a page that no longer exists.
    { method: "GET", target: "//vivre", status: 308 },
    { method: "GET", target: "/\\x", status: 308 },
    { method: "GET", target: "/Vivre/", status: 308 },
    { method: "GET", target: "/service-unavailable", status: 404 },
    { method: "GET", target: "/%00", status: 404 },
    // An escape cut short: no page's address (lib/server/request-gate.ts), not a redirect to another malformed one.
    { method: "GET", target: "/%E0%A4%A", status: 404 },
    { method: "GET", target: "/vivre/%2e%2e/%2e%2e/etc/passwd", status: 404 },
    {
      method: "GET",
      target: "/agenda?lieu=%3Cscript%3Ealert(1)%3C/script%3E&domaine=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E",
      status: 200,
    },
    { method: "GET", target: "/%3Cscript%3Ealert(1)%3C%2Fscript%3E", status: 404 },
    { method: "GET", target: "/en/%22%3E%3Csvg%20onload=alert(1)%3E", status: 404 },
  );
  expect(cases.length).toBeGreaterThan(100);
  for (const entry of cases) {
    const what = `${entry.method} ${entry.target.slice(0, 80)} ${JSON.stringify(entry.headers ?? {}).slice(0, 120)}`;
    const answer = await send(entry.method, entry.target, entry.headers, entry.body);
    expect(answer.status, what).toBeLessThan(500);
    expect(answer.status, what).toBe(entry.status);
    expectSiteHeaders(answer, what);
    if (entry.allow) expect(answer.headers.allow, what).toBe(entry.allow);
    if (answer.status >= 400 && entry.method !== "HEAD")
      expect(answer.body.length, `${what}: a body that says what went wrong`).toBeGreaterThan(0);
    // Nothing sent comes back as markup.
    for (const payload of ["<script>alert(1)", "<img src=x onerror", "<svg onload"])
      expect(answer.body, what).not.toContain(payload);
  }
  // The status pages speak the visitor's language, in the site's look, for a browser.
  const refused = await send("PUT", "/en/life", { accept: "text/html" });
  expect(refused.body).toMatch(/<html lang="en">[\s\S]*<h1>Not possible here<\/h1>/);
  // The site's name, as its pages carry it (not the code's, nor the host's).
  expect(refused.body).toContain("<title>Not possible here - Confluence</title>");
  expect(String(refused.headers["content-security-policy"])).toMatch(/style-src[^;]*'sha256-/);
  const tooLong = await send("GET", `/en/${"a".repeat(20_000)}`, { accept: "text/html" });
  expect(tooLong.body).toMatch(/<html lang="en">[\s\S]*<h1>Address too long<\/h1>/);
});

test("WordPress's own addresses, its scripts and dot-files get the site's 404 page, without asking WordPress", async () => {
  test.setTimeout(120_000);
  const own = [
    "/wp-admin",
    "/en/wp-admin",
    "/fr/wp-admin",
    "/wp-admin/post.php?post=1&action=edit",
    "/wp-login.php",
    "/en/wp-login.php?redirect_to=x",
    "/xmlrpc.php",
    "/wp-cron.php",
    "/wp-content/uploads/2024/01/x.jpg",
    "/wp-includes/js/jquery/jquery.js",
    "/wp-json/wp/v2/users",
    "/en/wp-json",
    "/.env",
    "/.git/config",
    "/vivre/index.php",
  ];
  // An unknown page's path re-reads the route table (a page published a moment ago is found), at
  // most every few seconds: ask until one does, each round after WordPress's own addresses, which
  // must never have read it, even while a re-read was due.
  let reread = false;
  for (let round = 0; round < 30 && !reread; round++) {
    await resetCmsCalls();
    for (const address of own) {
      const answer = await send("GET", address, { accept: "text/html" });
      expect(answer.status, address).toBe(404);
      expectSiteHeaders(answer, address);
      expect(answer.body, address).toContain(
        address.startsWith("/en/") ? t("en").notFoundTitle : t("fr").notFoundTitle,
      );
    }
    expect(await cmsCalls(), `requests to WordPress, round ${round}`).toEqual({});
    expect((await send("GET", `/page-publiee-a-l-instant-${round}`)).status).toBe(404);
    reread = Object.keys(await cmsCalls()).length > 0;
    if (!reread) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(reread, "an unknown page's path re-reads the route table").toBe(true);
  // In any case: no page can be there, so there is no canonical form to redirect to.
  for (const address of ["/WP-Admin", "/EN/Wp-Login.php", "/.ENV"])
    expect((await send("GET", address)).status, address).toBe(404);
});

test("a request that does not name its host as HTTP requires gets 400 with the site's status page and headers", async () => {
  const cases: Array<[string, string, string]> = [
    ["no Host", "GET /vivre HTTP/1.1\r\nAccept: text/html\r\n", "<h1>Demande incorrecte</h1>"],
    ["no Host, English", "GET /en/life HTTP/1.1\r\nAccept: text/html\r\n", "<h1>Bad request</h1>"],
    ["no Host, a file", "GET /sw.js HTTP/1.1\r\n", "400 "],
    ["no Host, HEAD", "HEAD / HTTP/1.1\r\n", ""],
    [
      "no Host, a form",
      "POST /contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 0\r\n",
      "400 ",
    ],
    ["an empty Host", "GET / HTTP/1.1\r\nHost: \r\nAccept: text/html\r\n", "<h1>Demande incorrecte</h1>"],
    ["an empty Host, English", "GET /en HTTP/1.1\r\nHost:\r\n", "400 "],
    ["two Hosts", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n", "400 "],
    [
      "a Host that is markup",
      "GET / HTTP/1.1\r\nHost: <script>alert(1)</script>\r\nAccept: text/html\r\n",
      "<h1>Demande incorrecte</h1>",
    ],
    ["a Host with a path", "GET / HTTP/1.1\r\nHost: example.org/x\r\n", "400 "],
    ["a Host with credentials", "GET / HTTP/1.1\r\nHost: user@example.org\r\n", "400 "],
    ["a Host with spaces", "GET / HTTP/1.1\r\nHost: a b\r\n", "400 "],
  ];
  for (const [what, head, text] of cases) {
    const answer = await sendRaw(`${head}Connection: close\r\n\r\n`);
    expect(answer.status, what).toBe(400);
    expectSiteHeaders(answer, what);
    expect(answer.headers["cache-control"], what).toBe("no-store");
    if (text) expect(answer.body, what).toContain(text);
    for (const payload of ["<script>alert(1)", "evil.example"]) expect(answer.body, what).not.toContain(payload);
  }
  // HTTP/1.0 may name none: answered as any request.
  const old = await sendRaw("GET /vivre HTTP/1.0\r\n\r\n");
  expect(old.status).toBe(200);
  expectSiteHeaders(old, "HTTP/1.0 without Host");
  // Well-formed hosts, whatever they are, go on.
  for (const host of ["www.example.org", "www.example.org:8443", "[::1]:1", "localhost"]) {
    const answer = await sendRaw(`GET /vivre HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer.status, host).toBe(200);
    expectSiteHeaders(answer, host);
  }
});

test("a Range of no byte of a file gets 416 with the file's length; one that is no byte range, the whole file; with the site's headers", async () => {
  const html = (await send("GET", "/")).body;
  const assets = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css|woff2)/g) ?? [])].slice(0, 3);
  expect(assets.length).toBeGreaterThan(1);
  for (const file of ["/sw.js", ...assets]) {
    const whole = await send("GET", file);
    expect(whole.status, file).toBe(200);
    const size = Number(whole.headers["content-length"]);
    expect(size, file).toBeGreaterThan(10);
    for (const method of ["GET", "HEAD"]) {
      for (const range of [
        "bytes=999999999-",
        `bytes=${size}-`,
        `bytes=${size}-${size + 100}`,
        "bytes=-0",
        "bytes=99999999999999999999999-",
      ]) {
        const what = `${method} ${file} ${range}`;
        const answer = await send(method, file, { range });
        expect([answer.status, answer.headers["content-range"]], what).toEqual([416, `bytes */${size}`]);
        expectSiteHeaders(answer, what);
        if (method === "GET") expect(answer.body, what).toMatch(/^416 /);
      }
      for (const range of [
        "bytes=abc",
        "bytes=5-1",
        "bytes=",
        "bytes=-",
        "items=0-1",
        "bytes=0x10-",
        "bytes=1-2-3",
        `bytes=${"9".repeat(500)}`,
      ]) {
        const what = `${method} ${file} ${range}`;
        const answer = await send(method, file, { range });
        expect(
          [answer.status, Number(answer.headers["content-length"]), answer.headers["content-range"]],
          what,
        ).toEqual([200, size, undefined]);
        expectSiteHeaders(answer, what);
      }
      const satisfiable: Array<[string, string]> = [
        ["bytes=0-9", `bytes 0-9/${size}`],
        ["bytes=-5", `bytes ${size - 5}-${size - 1}/${size}`],
        [`bytes=${size - 1}-`, `bytes ${size - 1}-${size - 1}/${size}`],
      ];
      for (const [range, sent] of satisfiable) {
        const answer = await send(method, file, { range });
        expect([answer.status, answer.headers["content-range"]], `${method} ${file} ${range}`).toEqual([206, sent]);
        expectSiteHeaders(answer, `${method} ${file} ${range}`);
      }
    }
  }
  // Addresses that are not files: answered as without a Range.
  for (const address of [
    "/",
    "/vivre",
    "/en/life",
    "/agenda?type=news",
    "/api/health",
    "/robots.txt",
    "/sitemap.xml",
    "/icon.png",
    "/favicon.ico",
    "/manifest.webmanifest",
  ]) {
    for (const range of ["bytes=999999999-", "bytes=abc", "bytes=5-1"]) {
      const answer = await send("GET", address, { range });
      expect(answer.status, `${address} ${range}`).toBe(200);
      expectSiteHeaders(answer, `${address} ${range}`);
    }
  }
});

test("rotating X-Forwarded-For without a trusted proxy does not get around the contact rate limit", async () => {
  const limit = 10;
  const statuses: boolean[] = [];
  for (let index = 0; index < limit + 3; index++) {
    const answer = await postContactWithoutJavaScript(
      origin,
      "/contact",
      {
        name: "Ada",
        email: "ada@example.org",
        subject: "Limite",
        message: `Message ${index} sur la limite d'envoi.`,
        consent: "on",
      },
      {
        "x-forwarded-for": `203.0.113.${index + 1}`,
        "x-real-ip": `198.51.100.${index + 1}`,
        "x-client-address": `192.0.2.${index + 1}`,
      },
    );
    expect(answer.status, `message ${index + 1}`).toBe(200);
    statuses.push(answer.answer.includes(t("fr").contact.sentTitle));
  }
  expect(statuses).toEqual([...Array<boolean>(limit).fill(true), false, false, false]);
  const received = (await (await fetch(`${cms.url}/__cms/submissions`)).json()) as unknown[];
  expect(received).toHaveLength(limit);
});

test("a hop count is believed only on a connection from a proxy's address: rotating X-Forwarded-For from elsewhere does not get around the rate limit", async () => {
  test.setTimeout(120_000);
  // This spec's requests come from loopback: to a site whose one proxy is elsewhere, they are a
  // client reaching the instance directly, as one on the Internet would be.
  const direct = await startSiteOf(cms.url, { TRUSTED_PROXIES: "1 from 192.0.2.1" });
  try {
    const submissions = async () => ((await (await fetch(`${cms.url}/__cms/submissions`)).json()) as unknown[]).length;
    const before = await submissions();
    const sent: boolean[] = [];
    for (let index = 0; index < 13; index++) {
      const answer = await postContactWithoutJavaScript(
        direct.origin,
        "/contact",
        {
          name: "Ada",
          email: "ada@example.org",
          subject: "Limite",
          message: `Message ${index} en direct.`,
          consent: "on",
        },
        { "x-forwarded-for": `203.0.113.${index + 1}` },
      );
      expect(answer.status, `message ${index + 1}`).toBe(200);
      sent.push(answer.answer.includes(t("fr").contact.sentTitle));
    }
    expect(sent).toEqual([...Array<boolean>(10).fill(true), false, false, false]);
    expect((await submissions()) - before).toBe(10);
  } finally {
    await direct.site.remove();
  }
});
