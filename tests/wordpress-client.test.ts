import { afterEach, describe, expect, it } from "vitest";
import { contentLimits } from "../config/site.ts";
import { z } from "zod";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { WordPressError, isNotFound, unlessNotFound } from "../lib/wordpress/errors.ts";
import { json, startStub, type Stub } from "./stub-server.ts";
import { captureLog } from "./log-capture.ts";
import { withRequestId, wordpressUnavailableToRequest } from "../lib/server/request-context.ts";

let stub: Stub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const item = z.looseObject({ id: z.number() });
// Long enough for a stub's answer on a busy machine; the timeout tests set their own.
const fast = { timeoutMs: 5000 };

async function failure(promise: Promise<unknown>): Promise<WordPressError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WordPressError);
  return error as WordPressError;
}

describe("WordPress client", () => {
  it("cuts any string of an answer past contentLimits.stringChars, saying so, and refuses an answer past contentLimits.responseChars", async () => {
    const long = "é".repeat(contentLimits.stringChars + 10);
    let body = JSON.stringify({ id: 1, content: { rendered: long }, title: { rendered: "Court" } });
    stub = await startStub((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(body);
    });
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const log = captureLog();
    const page = (await client.get("wp/v2/pages/1", item)) as unknown as {
      content: { rendered: string };
      title: { rendered: string };
    };
    expect(page.content.rendered).toHaveLength(contentLimits.stringChars);
    expect(page.title.rendered).toBe("Court");
    expect(log.text()).toEqual([
      expect.stringMatching(
        /^warn \[wordpress\] .*\/wp-json\/wp\/v2\/pages\/1: 1 text\(s\) longer than \d+ characters cut to that length$/,
      ),
    ]);
    body = JSON.stringify({ id: 2, filler: "x".repeat(contentLimits.responseChars) });
    const error = await failure(client.get("wp/v2/pages/2", item));
    expect([error.status, error.code]).toEqual([503, "invalid_response"]);
    expect(error.message).toMatch(/more than the site reads/);
  });

  it("retries a GET twice on each retryable status, then fails with that status and WordPress code", async () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      stub = await startStub((_request, response) =>
        json(response, status, { code: "upstream_trouble", message: "Trouble", data: { status } }),
      );
      const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
      const error = await failure(client.get("wp/v2/pages/1", item));
      expect(error.status).toBe(status);
      expect(error.code).toBe("upstream_trouble");
      expect(stub.requests).toHaveLength(3);
      await stub.close();
      stub = undefined;
    }
  });

  it("does not retry statuses outside the list (404 answers at once)", async () => {
    stub = await startStub((_request, response) =>
      json(response, 404, { code: "rest_post_invalid_id", message: "Invalid post ID.", data: { status: 404 } }),
    );
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const error = await failure(client.get("wp/v2/pages/999", item));
    expect(error).toMatchObject({ status: 404, code: "rest_post_invalid_id" });
    expect(stub.requests).toHaveLength(1);
  });

  it("succeeds when a retry succeeds", async () => {
    let calls = 0;
    stub = await startStub((_request, response) =>
      ++calls < 3 ? json(response, 503, {}) : json(response, 200, { id: 7 }),
    );
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    await expect(client.get("wp/v2/pages/7", item)).resolves.toMatchObject({ id: 7 });
    expect(calls).toBe(3);
  });

  it("times out a silent server, retries, then reports 'Request timed out' as unavailable", async () => {
    stub = await startStub(() => {
      /* never answers */
    });
    const client = createWordPressClient({ wordpressUrl: stub.url, timeoutMs: 150 });
    const error = await failure(client.get("wp/v2/pages/1", item));
    expect(error.code).toBe("timeout");
    expect(error.message).toMatch(/Request timed out/);
    expect(error.status).toBe(503);
    expect(stub.requests).toHaveLength(3);
  });

  it("never retries a POST", async () => {
    stub = await startStub((_request, response) =>
      json(response, 503, { code: "down", message: "Down", data: { status: 503 } }),
    );
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const form = new FormData();
    form.set("your-name", "Ada");
    const error = await failure(client.postForm("contact-form-7/v1/contact-forms/1/feedback", form));
    expect(error.status).toBe(503);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("reports an unreachable WordPress as 503 'unreachable'", async () => {
    stub = await startStub(() => undefined);
    const url = stub.url;
    await stub.close();
    stub = undefined;
    const client = createWordPressClient({ wordpressUrl: url, ...fast });
    const error = await failure(client.get("wp/v2/pages/1", item));
    expect(error).toMatchObject({ status: 503, code: "unreachable" });
  });

  it("notes on the request it serves that WordPress was unavailable to it, and only then", async () => {
    stub = await startStub((request, response) => {
      if (request.url?.includes("/pages/1")) json(response, 200, { id: 1 });
      else request.socket.destroy();
    });
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    await withRequestId("answered", async () => {
      await client.get("wp/v2/pages/1", item);
      expect(wordpressUnavailableToRequest()).toBeUndefined();
    });
    await withRequestId("unavailable", async () => {
      await failure(client.get("wp/v2/pages/2", item));
      expect(wordpressUnavailableToRequest()).toMatch(/pages\/2/);
      // A later read answered does not undo it: this request's render met an unavailable WordPress.
      await client.get("wp/v2/pages/1", item);
      expect(wordpressUnavailableToRequest()).toMatch(/pages\/2/);
    });
    // Another request, and no request at all, know nothing of it.
    await withRequestId("next", async () => expect(wordpressUnavailableToRequest()).toBeUndefined());
    await failure(client.get("wp/v2/pages/2", item));
    expect(wordpressUnavailableToRequest()).toBeUndefined();
  });

  it("reads every page of a collection past 100 items through X-WP-TotalPages", async () => {
    const total = 250;
    stub = await startStub((request, response) => {
      const url = new URL(request.url ?? "/", "http://stub");
      const perPage = Number(url.searchParams.get("per_page"));
      const page = Number(url.searchParams.get("page"));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
      json(
        response,
        200,
        ids.map((id) => ({ id })),
        { "x-wp-total": String(total), "x-wp-totalpages": String(Math.ceil(total / perPage)) },
      );
    });
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const items = await client.getAll("wp/v2/events", item, { searchParams: { lang: "fr" } });
    expect(items.map((entry) => entry.id)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(stub.requests).toHaveLength(3);
    for (const request of stub.requests) expect(request.url).toMatch(/per_page=100/);
    expect(stub.requests.every((request) => request.url.includes("lang=fr"))).toBe(true);
  });

  it("names malformed JSON and HTML bodies instead of crashing", async () => {
    stub = await startStub((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body><b>Fatal error</b>: Allowed memory size exhausted</body></html>");
    });
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const error = await failure(client.get("wp/v2/pages/1", item));
    expect(error.code).toBe("invalid_json");
    expect(error.message).toMatch(/text\/html/);
    expect(error.message).toMatch(/Fatal error/);
  });

  it("while WordPress is known unavailable, answers from the cache and fails what it cannot answer at once, without asking WordPress", async () => {
    let calls = 0;
    stub = await startStub((_request, response) => {
      calls++;
      json(response, 200, { id: 7 });
    });
    const kept = new Map<string, unknown>();
    let down: string | null = null;
    const reported: string[] = [];
    const client = createWordPressClient({
      wordpressUrl: stub.url,
      ...fast,
      // A cache that keeps what it read (as Next's data cache does).
      cache: async <T>(key: string[], _tags: string[], read: () => Promise<T>) => {
        const name = key.join(" ");
        if (!kept.has(name)) kept.set(name, await read());
        return kept.get(name) as T;
      },
      knownUnavailable: () => down,
      onUnavailable: (error) => reported.push(error.code),
    });
    expect(await client.get("wp/v2/pages/7", item)).toEqual({ id: 7 });
    down = "WordPress could not be reached";
    expect(await client.get("wp/v2/pages/7", item)).toEqual({ id: 7 });
    const error = await failure(client.get("wp/v2/pages/8", item));
    expect(error.isUnavailable).toBe(true);
    expect(error.message).toContain("WordPress could not be reached");
    expect(calls).toBe(1);
    // Nothing new learnt: the probe that sees WordPress back is not put off.
    expect(reported).toEqual([]);
    down = null;
    expect(await client.get("wp/v2/pages/8", item)).toEqual({ id: 7 });
    expect(calls).toBe(2);
  });

  it("rejects a body of the wrong shape with the field that is wrong", async () => {
    stub = await startStub((_request, response) => json(response, 200, { id: "seven" }));
    const client = createWordPressClient({ wordpressUrl: stub.url, ...fast });
    const error = await failure(client.get("wp/v2/pages/7", item));
    expect(error.code).toBe("invalid_shape");
    expect(error.message).toMatch(/id/);
  });
});

describe("an item WordPress does not show a visitor", () => {
  it("is not found when it is unknown (404) or not published (401/403 rest_forbidden), and only then", () => {
    const error = (status: number, code: string) => new WordPressError("x", { status, code, url: "" });
    expect(isNotFound(error(404, "rest_post_invalid_id"))).toBe(true);
    expect(isNotFound(error(401, "rest_forbidden"))).toBe(true);
    expect(isNotFound(error(403, "rest_forbidden"))).toBe(true);
    expect(isNotFound(error(401, "rest_cannot_read"))).toBe(true);
    expect(isNotFound(error(401, "incorrect_password"))).toBe(false);
    expect(isNotFound(error(503, "unreachable"))).toBe(false);
    expect(isNotFound(new Error("x"))).toBe(false);
  });

  it("reads as the fallback when WordPress has no such item, and fails as before for anything else", async () => {
    const error = (status: number, code: string) => new WordPressError("x", { status, code, url: "" });
    await expect(unlessNotFound(Promise.resolve({ id: 1 }), null)).resolves.toEqual({ id: 1 });
    await expect(unlessNotFound(Promise.reject(error(404, "rest_post_invalid_id")), null)).resolves.toBeNull();
    await expect(unlessNotFound(Promise.reject(error(403, "rest_forbidden")), [])).resolves.toEqual([]);
    const unavailable = error(503, "unreachable");
    await expect(unlessNotFound(Promise.reject(unavailable), null)).rejects.toBe(unavailable);
  });
});
