// What WordPress's "this changed" becomes: the cache tags to expire and whether paths changed.
import { describe, expect, it } from "vitest";
import { revalidationFor } from "../lib/wordpress/revalidation.ts";

describe("revalidation requests", () => {
  it.each([[{ post_type: "page", id: 163 }], [{ post_type: "page", id: "163" }]])(
    "%j expires the pages, or page 163's own tag alone when its edit reaches no other page",
    (body) => {
      expect(revalidationFor(body)).toEqual({
        ok: true,
        revalidation: { tags: ["wp:pages", "wp:page:163"], paths: true, own: ["wp:page:163"] },
      });
    },
  );

  it.each([
    [{ post_type: "page" }, ["wp:pages"], true],
    [{ post_type: "events", id: 1021 }, ["wp:events", "wp:event:1021"], true],
    [{ post_type: "societies", id: 1301 }, ["wp:societies"], false],
    [{ post_type: "options" }, ["wp:options"], false],
    [{ tags: ["wp:options", "wp:options"] }, ["wp:options"], false],
    [{ tags: ["wp:event:12", "wp:societies"] }, ["wp:event:12", "wp:societies"], true],
  ])("%j expires %j", (body, tags, paths) => {
    expect(revalidationFor(body)).toEqual({ ok: true, revalidation: { tags, paths } });
  });

  it("ignores post types the site does not show, saying so", () => {
    expect(revalidationFor({ post_type: "attachment", id: 5 })).toEqual({
      ok: true,
      revalidation: { tags: [], paths: false },
      ignored: 'post type "attachment" is not shown on the site',
    });
  });

  it.each([
    [null],
    ["page"],
    [{}],
    [{ id: 3 }],
    [{ post_type: "page", id: -1 }],
    [{ post_type: "page", id: "abc" }],
    [{ tags: [] }],
    [{ tags: ["wp:pages", "everything"] }],
  ])("refuses %j with a reason", (body) => {
    const result = revalidationFor(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
  });
});
