// A preview link opens the preview once (lib/preview/enter.ts, lib/preview/used-links.ts): the
// first opening starts the session and goes to the post; the same link opened again by another
// browser is refused; the browser holding the session it started still goes to the post. Used
// links are shared by the instances through Redis, and remembered by each alone while it is away.
import { describe, expect, it, vi } from "vitest";
import { previewToken } from "../cms/lib/preview-token.ts";
import { openLink, type LinkContext } from "../lib/preview/enter.ts";
import { readSession, sessionValue } from "../lib/preview/session.ts";
import { createSharedUsedLinks, createUsedLinks, type UsedLinks } from "../lib/preview/used-links.ts";
import { redisAccess } from "../lib/redis/available.ts";
import { hasRedisServer, useRedisServer } from "./redis-server.ts";

const secret = "preview-once-secret-of-at-least-32-characters";
const clicked = 1_767_225_600;
const draft = { type: "page", id: 2401, lang: "fr" } as const;

function context(used: UsedLinks, overrides: Partial<LinkContext> = {}): LinkContext {
  return {
    secret,
    nowSeconds: clicked + 5,
    session: undefined,
    used,
    read: async (target) =>
      target.id === 2401 ? { published: false, lang: "fr", link: "https://cms.example.org/?page_id=2401" } : null,
    toSite: (link) => new URL(link).pathname,
    ...overrides,
  };
}

describe("a preview link", () => {
  it("opens the preview once: the session to start and the post's address, then a refusal for whoever opens it again", async () => {
    const used = createUsedLinks();
    const token = previewToken(draft, secret, clicked);
    expect(await openLink(token, context(used))).toEqual({ kind: "open", target: draft, path: "/~preview/page/2401" });
    for (let replay = 0; replay < 5; replay++)
      expect(await openLink(token, context(used, { nowSeconds: clicked + 10 + replay * 60 }))).toEqual({
        kind: "used",
      });
    // Another link of the same post, a new click: a new opening.
    expect((await openLink(previewToken(draft, secret, clicked), context(used))).kind).toBe("open");
  });

  it("goes to the post, the session as it is, for the browser holding the session that link started", async () => {
    const used = createUsedLinks();
    const token = previewToken(draft, secret, clicked);
    const opened = await openLink(token, context(used));
    expect(opened.kind).toBe("open");
    const session = sessionValue(opened.kind === "open" ? opened.target : draft, secret, clicked + 5);
    expect(await openLink(token, context(used, { session, nowSeconds: clicked + 30 }))).toEqual({
      kind: "again",
      path: "/~preview/page/2401",
    });
    // The session itself still names the post.
    expect(readSession(session, secret, clicked + 30)).toMatchObject({ type: "page", id: 2401 });
    // A session of another post, or a made-up one, opens nothing.
    expect(
      await openLink(
        token,
        context(used, { session: sessionValue({ type: "events", id: 2410, lang: "fr" }, secret, clicked) }),
      ),
    ).toEqual({ kind: "used" });
    expect(await openLink(token, context(used, { session: "made.up" }))).toEqual({ kind: "used" });
  });

  it("opens once when it is opened twice at the same moment", async () => {
    const used = createUsedLinks();
    const token = previewToken(draft, secret, clicked);
    const kinds = (await Promise.all(Array.from({ length: 6 }, () => openLink(token, context(used))))).map(
      (opening) => opening.kind,
    );
    expect(kinds.sort()).toEqual(["open", "used", "used", "used", "used", "used"]);
  });

  it("is not used up by an opening that failed: an invalid link, or a post WordPress does not give", async () => {
    const used = createUsedLinks();
    const token = previewToken(draft, secret, clicked);
    let wordpressDown = true;
    const reading = context(used, {
      read: async (target) =>
        wordpressDown ? null : { published: false, lang: "fr", link: `https://cms.example.org/?page_id=${target.id}` },
    });
    expect(await openLink(token, reading)).toEqual({ kind: "invalid" });
    wordpressDown = false;
    expect((await openLink(token, reading)).kind).toBe("open");
    expect(
      await openLink(previewToken(draft, "another-secret-of-at-least-32-characters", clicked), context(used)),
    ).toEqual({ kind: "invalid" });
    expect(await openLink(null, context(used))).toEqual({ kind: "invalid" });
  });

  it("is forgotten once expired (it is refused from then on anyway)", async () => {
    const used = createUsedLinks();
    const token = previewToken(draft, secret, clicked);
    expect(await used.claim(token, clicked + 600, clicked)).toBe(true);
    expect(await used.claim(token, clicked + 600, clicked + 599)).toBe(false);
    // Past its expiry and the clocks' drift, the memory lets it go; verifyPreviewToken refuses it.
    expect(await used.claim(token, clicked + 600, clicked + 600 + 61)).toBe(true);
    expect(await openLink(token, context(createUsedLinks(), { nowSeconds: clicked + 600 }))).toEqual({
      kind: "invalid",
    });
  });

  it("is remembered by each instance alone while Redis does not answer", async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const used = createSharedUsedLinks({
      access: redisAccess("preview links", { connect: () => Promise.reject(new Error("connection refused")), log }),
    });
    const token = previewToken(draft, secret, clicked);
    expect(await used.claim(token, clicked + 600, clicked)).toBe(true);
    expect(await used.claim(token, clicked + 600, clicked + 1)).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe.skipIf(!hasRedisServer)("a preview link, with instances sharing Redis", () => {
  const { connect } = useRedisServer();

  it("opens once whichever instances it is opened on, at once or one after the other", async () => {
    const [one, two] = [await connect(), await connect()];
    const instances = [one, two].map((client) =>
      createSharedUsedLinks({
        access: redisAccess("test", { connect: async () => client, log: { warn: () => {}, info: () => {} } }),
      }),
    );
    // Redis expires keys by its own clock: a link made now.
    const clicked = Math.floor(Date.now() / 1000);
    const token = previewToken(draft, secret, clicked);
    const first = await Promise.all(instances.map((instance) => instance.claim(token, clicked + 600, clicked)));
    expect(first.sort()).toEqual([false, true]);
    for (const instance of instances) expect(await instance.claim(token, clicked + 600, clicked + 30)).toBe(false);
    const other = previewToken(draft, secret, clicked);
    expect(await instances[1]!.claim(other, clicked + 600, clicked)).toBe(true);
    expect(await instances[0]!.claim(other, clicked + 600, clicked)).toBe(false);
    // Kept in Redis until the link expires, give or take the clocks' drift.
    const keys = await one.keys("vitrine:preview-used:*");
    expect(keys).toHaveLength(2);
    expect(await one.expireTime(keys[0]!)).toBe(clicked + 600 + 60);
  });
});
