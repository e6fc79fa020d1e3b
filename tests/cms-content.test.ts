// The app's schemas against the embedded CMS's own content, read through the app's client:
// every page of both languages maps, and no block is dropped or skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { parseBlocks } from "../lib/wordpress/blocks/index.ts";
import { createWordPressClient, type WordPressClient } from "../lib/wordpress/client.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { toPage } from "../lib/wordpress/mappers.ts";
import { rawPage } from "../lib/wordpress/schemas.ts";

let cms: RunningCms;
let client: WordPressClient;

beforeAll(async () => {
  cms = await startCms({ port: 0, quiet: true, scale: 90 });
  client = createWordPressClient({ wordpressUrl: cms.url });
});
afterAll(async () => {
  await cms.close();
});

describe("the embedded CMS's content through the app's schemas", () => {
  for (const language of ["fr", "en"] as const) {
    it(`maps every ${language} page (past 100 with CMS_SCALE) and keeps every block`, async () => {
      const pages = await client.getAll("wp/v2/pages", rawPage, { searchParams: { lang: language } });
      expect(pages.length).toBeGreaterThan(100);
      const context = createBlockContext(createLinkRewriter(cms.url));
      const warnings: string[] = [];
      for (const raw of pages) {
        const page = toPage(raw, context);
        expect(page.language).toBe(language);
        expect(page.path.startsWith(language === "fr" ? "/" : "/en")).toBe(true);
        const rawBlocks = (raw.acf["blocks"] as unknown[] | undefined) ?? [];
        const blocks = parseBlocks(rawBlocks, context, `page ${raw.id}`, { warn: (line) => warnings.push(line) });
        expect(blocks).toHaveLength(rawBlocks.length);
        if (blocks.length === 0) expect(page.contentHtml.length).toBeGreaterThan(0);
      }
      expect(warnings).toEqual([]);
    });
  }

  it("has the six fixed pages with English translations", async () => {
    for (const id of [109, 163, 169, 308, 173, 175]) {
      const page = await client.get(`wp/v2/pages/${id}`, rawPage);
      expect(page.lang).toBe("fr");
      expect(page.translations["en"]).toBeTypeOf("number");
    }
  });
});
