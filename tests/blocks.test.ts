import { describe, expect, it } from "vitest";
import { contentLimits } from "../config/site.ts";
import { parseBlocks } from "../lib/wordpress/blocks/index.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { captureLog } from "./log-capture.ts";

const context = createBlockContext(createLinkRewriter("https://cms.example.org"));
const image = {
  ID: 5,
  url: "https://cms.example.org/wp-content/uploads/2026/11/campus.jpg",
  alt: "Le campus &amp; ses jardins",
  width: 1920,
  height: 1080,
  sizes: {},
};

function logger() {
  const lines: string[] = [];
  return { lines, log: { warn: (line: string) => lines.push(line) } };
}

describe("block registry", () => {
  it("maps ACF layouts to blocks, in order, with decoded text and site links", () => {
    const { log } = logger();
    const blocks = parseBlocks(
      [
        {
          acf_fc_layout: "hero",
          title: "Bienvenue à Confluence",
          subtitle: "L&#8217;écosystème",
          image,
          primary_link: { title: "Étudier", url: "https://cms.example.org/etudier/", target: "" },
          secondary_link: "",
        },
        {
          acf_fc_layout: "paragraph",
          title: "",
          text: "<p>Texte <a href='https://cms.example.org/events/gala/'>gala</a></p>",
        },
      ],
      context,
      "page 109",
      log,
    );
    expect(blocks.map((block) => block.type)).toEqual(["hero", "paragraph"]);
    const [hero, paragraph] = blocks;
    expect(hero).toMatchObject({
      type: "hero",
      subtitle: "L’écosystème",
      image: { src: image.url, alt: "Le campus & ses jardins", width: 1920, height: 1080 },
      links: [{ label: "Étudier", href: "/etudier", external: false, newTab: false }],
    });
    expect(paragraph).toMatchObject({ type: "paragraph", title: "" });
    expect(paragraph && "html" in paragraph ? paragraph.html : "").toContain('href="/event-gala"');
  });

  it("skips an unknown type, logging it once, and keeps the rest", () => {
    const { lines, log } = logger();
    const raw = [
      { acf_fc_layout: "mystery_widget", foo: 1 },
      { acf_fc_layout: "article_body", content: "<p>Corps</p>" },
      { acf_fc_layout: "mystery_widget" },
    ];
    const blocks = parseBlocks(raw, context, "page 1", log);
    expect(blocks.map((block) => block.type)).toEqual(["article_body"]);
    expect(lines.filter((line) => line.includes("mystery_widget"))).toHaveLength(1);
  });

  it("renders at most contentLimits.blocksPerPage blocks of a page, in order, saying so once", () => {
    const { lines, log } = logger();
    const raw = Array.from({ length: contentLimits.blocksPerPage + 50 }, (_, index) => ({
      acf_fc_layout: "article_body",
      content: `<p>Bloc ${index}</p>`,
    }));
    const blocks = parseBlocks(raw, context, "page 1", log);
    expect(blocks).toHaveLength(contentLimits.blocksPerPage);
    expect(blocks.at(-1)?.key).toBe(`article_body-${contentLimits.blocksPerPage - 1}`);
    expect(lines).toEqual([
      `[blocks] page 1: ${contentLimits.blocksPerPage + 50} blocks, more than a page shows (${contentLimits.blocksPerPage}); the first ${contentLimits.blocksPerPage} rendered`,
    ]);
  });

  it("drops a block with bad fields, naming the page and the block, without throwing", () => {
    const { lines, log } = logger();
    const blocks = parseBlocks(
      [
        { acf_fc_layout: "hero", title: 42, image: "not an image" },
        { acf_fc_layout: "text_image", title: "Ok", text: "<p>Ok</p>", image: false, image_position: "left", link: "" },
      ],
      context,
      "page 163 (/vivre)",
      log,
    );
    expect(blocks.map((block) => block.type)).toEqual(["text_image"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/page 163 \(\/vivre\).*#1 "hero"/);
  });

  it("survives nonsense where the list should be", () => {
    const { log } = logger();
    for (const raw of [undefined, null, false, "", "blocks", 12, { acf_fc_layout: "hero" }, [null, 3, "x", []]]) {
      expect(() => parseBlocks(raw, context, "page 1", log)).not.toThrow();
      expect(parseBlocks(raw, context, "page 1", log)).toEqual([]);
    }
  });

  it("logs to the server's log by default", () => {
    const log = captureLog();
    parseBlocks([{ acf_fc_layout: "paragraph" }], context, "page 2");
    expect(log.text()).toEqual([expect.stringMatching(/^warn \[wordpress\] \[blocks\] page 2: /)]);
  });
});
