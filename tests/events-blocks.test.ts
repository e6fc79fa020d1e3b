// The five blocks that show events, news and societies: their fields as the CMS writes them, and
// broken variants dropped without taking the page down.
import { describe, expect, it } from "vitest";
import { parseBlocks } from "../lib/wordpress/blocks/index.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";

const context = createBlockContext(createLinkRewriter("https://cms.example.org"));
const agenda = { title: "Tout l’agenda", url: "https://cms.example.org/agenda/", target: "" };

function parse(raw: unknown[]) {
  const lines: string[] = [];
  const blocks = parseBlocks(raw, context, "page 175", { warn: (line) => lines.push(line) });
  return { blocks, lines };
}

describe("event and society blocks", () => {
  it("map the CMS's fields: links made local, relationships as ids, defaults filled in", () => {
    const { blocks, lines } = parse([
      { acf_fc_layout: "custom_filters", title: "Tous les rendez-vous", text: "<p>Filtrez l&#8217;agenda.</p>" },
      { acf_fc_layout: "featured_news", title: "À la une", text: "", kind: "event", count: "4", link: agenda },
      { acf_fc_layout: "featured_news", title: "Actualités", text: "", link: "" },
      {
        acf_fc_layout: "duo_news",
        title: "À ne pas manquer",
        items: [1001, "1002", { ID: 1003, post_title: "x" }],
        link: agenda,
      },
      { acf_fc_layout: "duo_news", title: "À ne pas manquer", items: "", link: "" },
      { acf_fc_layout: "societies", title: "Les membres", text: "", societies: false, link: "" },
      { acf_fc_layout: "members-list", title: "Annuaire", text: "<p>Tous.</p>", group_by: "place" },
      { acf_fc_layout: "members-list", title: "Annuaire", text: "" },
    ]);
    expect(lines).toEqual([]);
    expect(blocks.map((block) => block.type)).toEqual([
      "custom_filters",
      "featured_news",
      "featured_news",
      "duo_news",
      "duo_news",
      "societies",
      "members-list",
      "members-list",
    ]);
    expect(blocks[0]).toMatchObject({ title: "Tous les rendez-vous", html: "<p>Filtrez l’agenda.</p>" });
    expect(blocks[1]).toMatchObject({ kind: "event", count: 4, link: { href: "/agenda", label: "Tout l’agenda" } });
    expect(blocks[2]).toMatchObject({ kind: "news", count: 3, link: null });
    expect(blocks[3]).toMatchObject({ ids: [1001, 1002, 1003] });
    expect(blocks[4]).toMatchObject({ ids: [], link: null });
    expect(blocks[5]).toMatchObject({ ids: [] });
    expect(blocks[6]).toMatchObject({ groupBy: "place" });
    expect(blocks[7]).toMatchObject({ groupBy: "field" });
  });

  it("drop broken variants, naming the page and the block, and keep the rest", () => {
    const { blocks, lines } = parse([
      { acf_fc_layout: "custom_filters", title: 42 },
      { acf_fc_layout: "featured_news", title: "", kind: "news" },
      { acf_fc_layout: "featured_news", title: "À la une", kind: "horoscope" },
      { acf_fc_layout: "featured_news", title: "À la une", count: 500 },
      { acf_fc_layout: "duo_news", title: "Duo", items: ["premier", "second"] },
      { acf_fc_layout: "societies", text: "<p>Sans titre</p>" },
      { acf_fc_layout: "members-list", title: "Annuaire", group_by: "colour" },
      { acf_fc_layout: "custom_filters", title: "", text: "" },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(["custom_filters"]);
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toMatch(/page 175: block #\d "[a-z_-]+" dropped, bad fields/);
  });
});
