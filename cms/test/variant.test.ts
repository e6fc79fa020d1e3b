// The "foreign" content variant (CMS_VARIANT=foreign): a WordPress built without the site's
// contract, for the WordPress check and the site's own handling of such a WordPress.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { startCms } from "../server.ts";
import { cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture({ variant: "foreign" });

describe("variant foreign", () => {
  it("names the options as that WordPress does", async () => {
    const { body } = await cms.json<{ acf: Record<string, unknown> }>("/wp-json/acf/v3/options/options");
    assert.deepEqual(Object.keys(body.acf).sort(), [
      "address",
      "contact_form_id",
      "email",
      "footer_text",
      "menu",
      "site_name",
      "socials",
      "tagline_en",
      "tagline_fr",
    ]);
    assert.equal(body.acf.contact_form_id, 501);
    assert.equal((body.acf.menu as unknown[]).length, 5);
  });

  it("sends no Polylang translations on any post, and keeps lang", async () => {
    for (const route of [
      "/wp-json/wp/v2/pages?per_page=100",
      "/wp-json/wp/v2/events?per_page=100",
      "/wp-json/wp/v2/societies?per_page=100",
    ]) {
      const { body } = await cms.json<Post[]>(route);
      assert.ok(body.length > 0);
      assert.ok(
        body.every((post: Partial<Post>) => post.translations === undefined && typeof post.lang === "string"),
        route,
      );
    }
  });

  it("drops the number of the first figure of every key_numbers block, and nothing else", async () => {
    const { body } = await cms.json<{
      acf: { blocks: Array<{ acf_fc_layout: string; numbers?: Array<Record<string, string>> }> };
    }>("/wp-json/wp/v2/pages/173");
    const block = body.acf.blocks.find((item) => item.acf_fc_layout === "key_numbers");
    assert.ok(block?.numbers);
    assert.equal("number" in (block.numbers[0] ?? {}), false);
    assert.ok(block.numbers.slice(1).every((row) => typeof row.number === "string"));
  });

  it("leaves the default content as it is, and refuses an unknown variant", async () => {
    const plain = await startCms({ port: 0, quiet: true });
    try {
      const page = (await (await fetch(`${plain.url}/wp-json/wp/v2/pages/109`)).json()) as Post;
      assert.deepEqual(page.translations, { fr: 109, en: 412 });
    } finally {
      await plain.close();
    }
    await assert.rejects(
      startCms({ port: 0, quiet: true, variant: "martian" as "foreign" }),
      /variant must be one of foreign/,
    );
  });
});
