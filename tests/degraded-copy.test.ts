import { mkdtempSync, promises as fs, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isDegradedCopy, keepsCopy } from "../lib/cache/degraded-copy.ts";
import PageCacheHandler from "../lib/cache/page-cache-handler.ts";
import { onDemandRenderer } from "../lib/server/on-demand-render.ts";
import { isTransientFailure } from "../lib/wordpress/degraded.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";

const whole = '<!doctype html><html><body><nav aria-label="Fil d’Ariane"></nav><p>Vivre</p></body></html>';
const degraded =
  '<!doctype html><html><body><template data-degraded="breadcrumb"></template><p>Vivre</p></body></html>';
/** A page entry as Next.js gives it to a cache handler. */
const entry = (html: string, rsc = '0:["$","p",null,{}]') => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(rsc),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

describe("a degraded copy", () => {
  it("is told by its mark, in the page or in the router payload, and not by words an editor wrote", () => {
    expect(isDegradedCopy(degraded)).toBe(true);
    expect(isDegradedCopy(Buffer.from(degraded))).toBe(true);
    expect(isDegradedCopy('1:["$","template",null,{"data-degraded":"options"}]')).toBe(true);
    expect(isDegradedCopy(whole)).toBe(false);
    // The attribute's name in a page's text, or escaped inside the payload's strings, is no mark.
    expect(isDegradedCopy("<p>data-degraded=&quot;x&quot;</p>")).toBe(false);
    expect(isDegradedCopy('self.__next_f.push([1,"{\\"data-degraded\\":1}"])')).toBe(false);
  });

  it("is kept by no cache handler; every other entry is", () => {
    expect(keepsCopy(entry(degraded))).toBe(false);
    expect(keepsCopy(entry(whole, '1:["$","template",null,{"data-degraded":"filters"}]'))).toBe(false);
    expect(keepsCopy(entry(whole))).toBe(true);
    expect(keepsCopy({ kind: "FETCH", data: { body: degraded } })).toBe(true);
    expect(keepsCopy(null)).toBe(true);
  });

  it("comes from WordPress not answering (5xx, timeout, unreachable), not from an answer (4xx)", () => {
    expect(isTransientFailure(new WordPressError("down", { status: 503, code: "unreachable", url: "x" }))).toBe(true);
    expect(isTransientFailure(new WordPressError("gone", { status: 404, code: "not_found", url: "x" }))).toBe(false);
    expect(isTransientFailure(new Error("socket hang up"))).toBe(true);
  });
});

describe("the page cache on disk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-page-cache-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const handler = new PageCacheHandler({
    fs: {
      readFile: (file: string) => fs.readFile(file),
      writeFile: (file: string, data: string | Buffer) => fs.writeFile(file, data),
      mkdir: (folder: string) => fs.mkdir(folder, { recursive: true }).then(() => undefined),
      stat: (file: string) => fs.stat(file),
    },
    serverDistDir: dir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  } as never);

  it("keeps the last good copy of a page when its new render is degraded, and takes the next good one", async () => {
    const ctx = { isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: undefined } };
    const read = async () => {
      const found = (await handler.get("/vivre", { kind: "APP_PAGE", isRoutePPREnabled: false } as never)) as {
        value?: { html?: unknown };
      } | null;
      return String(found?.value?.html ?? "");
    };
    await handler.set("/vivre", entry(whole) as never, ctx as never);
    expect(await read()).toBe(whole);
    await handler.set("/vivre", entry(degraded) as never, ctx as never);
    expect(await read()).toBe(whole);
    const newer = whole.replace("Vivre", "Vivre ici");
    await handler.set("/vivre", entry(newer) as never, ctx as never);
    expect(await read()).toBe(newer);
  });
});

describe("the pipeline's render of a page", () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("counts a degraded render as WordPress unavailable (tried again), a whole one as rendered", async () => {
    server = createServer((req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(req.url === "/degraded" ? degraded : whole);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const render = onDemandRenderer({ origin, secret: "s", timeoutMs: 5000 });
    expect(await render("/degraded")).toBe("unavailable");
    expect(await render("/whole")).toBe("rendered");
  });
});
