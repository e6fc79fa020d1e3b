import { afterEach, describe, expect, it } from "vitest";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { isNotFound, WordPressError } from "../lib/wordpress/errors.ts";
import { basicAuthorization, readPreviewWith } from "../lib/wordpress/preview.ts";
import { rawPage } from "../lib/wordpress/schemas.ts";
import { json, startStub, type Stub } from "./stub-server.ts";

let stub: Stub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const post = (status: string) => ({
  id: 464,
  status,
  link: "https://cms.example.org/en/invest/why-the-region/",
  modified_gmt: "2026-01-01T10:00:00",
  title: { rendered: "Why the region?" },
  content: { rendered: "<p>published</p>" },
  acf: { blocks: [{ acf_fc_layout: "paragraph", text: "published" }] },
  yoast_head_json: {
    title: "Why the region? - Confluence",
    og_title: "Why the region?",
    description: "About the region",
  },
});
const autosave = (modified: string) => ({
  id: 2422,
  parent: 464,
  modified_gmt: modified,
  title: { rendered: "Why choose the region?" },
  content: { rendered: "<p>changed</p>" },
  excerpt: { rendered: "" },
  acf: { blocks: [{ acf_fc_layout: "paragraph", text: "changed" }] },
});

async function site(answers: Record<string, [number, unknown]>) {
  stub = await startStub((request, response) => {
    const [status, body] = answers[(request.url ?? "").split("?")[0] ?? ""] ?? [
      404,
      { code: "rest_no_route", message: "No route", data: { status: 404 } },
    ];
    json(response, status, body);
  });
  const client = createWordPressClient({
    wordpressUrl: stub.url,
    retries: 0,
    timeoutMs: 5000,
    headers: { authorization: basicAuthorization("vitrine-preview", "abcd efgh ijkl mnop qrst uvwx") },
  });
  return { client, stub };
}

describe("reading a post for its preview", () => {
  it("shows a newer autosave over the post, Yoast's titles following, with the preview user's credentials", async () => {
    const { client, stub } = await site({
      "/wp-json/wp/v2/pages/464": [200, post("publish")],
      "/wp-json/wp/v2/pages/464/autosaves": [200, [autosave("2026-01-01T11:00:00")]],
    });
    const read = await readPreviewWith(client, "page", 464, rawPage);
    expect(read?.published).toBe(true);
    expect(read?.raw.title.rendered).toBe("Why choose the region?");
    expect(read?.raw.content?.rendered).toBe("<p>changed</p>");
    expect(read?.raw.acf).toEqual({ blocks: [{ acf_fc_layout: "paragraph", text: "changed" }] });
    expect(read?.raw.yoast_head_json).toMatchObject({
      title: "Why choose the region? - Confluence",
      og_title: "Why choose the region?",
      description: "About the region",
    });
    for (const request of stub.requests)
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from("vitrine-preview:abcd efgh ijkl mnop qrst uvwx").toString("base64")}`,
      );
  });

  it("shows the post itself when its autosave is older, or when WordPress gives no autosaves", async () => {
    let { client } = await site({
      "/wp-json/wp/v2/pages/464": [200, post("draft")],
      "/wp-json/wp/v2/pages/464/autosaves": [200, [autosave("2026-01-01T09:00:00")]],
    });
    let read = await readPreviewWith(client, "page", 464, rawPage);
    expect([read?.published, read?.raw.title.rendered]).toEqual([false, "Why the region?"]);
    await stub?.close();
    ({ client } = await site({ "/wp-json/wp/v2/pages/464": [200, post("pending")] }));
    read = await readPreviewWith(client, "page", 464, rawPage);
    expect([read?.published, read?.raw.content?.rendered]).toEqual([false, "<p>published</p>"]);
  });

  it("is null for a post WordPress does not have, and an error when it refuses the credentials", async () => {
    let { client } = await site({});
    expect(await readPreviewWith(client, "events", 9, rawPage)).toBeNull();
    await stub?.close();
    ({ client } = await site({
      "/wp-json/wp/v2/pages/464": [
        401,
        {
          code: "incorrect_password",
          message: "The provided password is an invalid application password.",
          data: { status: 401 },
        },
      ],
    }));
    const error = await readPreviewWith(client, "page", 464, rawPage).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WordPressError);
    expect(isNotFound(error)).toBe(false);
    expect(String((error as Error).message)).not.toContain("abcd");
  });
});
