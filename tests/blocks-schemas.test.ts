// Every block schema against the embedded CMS's own content (the showcase pages hold every layout,
// in both languages), and against a broken variant of that content, which must be dropped.
import { describe, expect, it } from "vitest";
import { LAYOUTS } from "../cms/content/blocks.ts";
import { kit } from "../cms/content/kit.ts";
import { showcase } from "../cms/content/showcase.ts";
import { ORIGIN } from "../cms/content/site.ts";
import { blockTypes, parseBlocks, type Block, type BlockOf } from "../lib/wordpress/blocks/index.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";

const cmsOrigin = "https://cms.example.org";
const context = createBlockContext(createLinkRewriter(cmsOrigin));

type Raw = Record<string, unknown> & { acf_fc_layout: string };

/** The showcase page's acf.blocks in one language, as the CMS serves them (absolute URLs on its host). */
function showcaseBlocks(language: "fr" | "en"): Raw[] {
  const blocks = showcase[language]?.blocks?.(kit(language)) ?? [];
  return JSON.parse(JSON.stringify(blocks).replaceAll(ORIGIN, cmsOrigin)) as Raw[];
}

function parse(raw: unknown[]): { blocks: Block[]; warnings: string[] } {
  const warnings: string[] = [];
  const blocks = parseBlocks(raw, context, "page 340 (/blocs)", { warn: (line) => warnings.push(line) });
  return { blocks, warnings };
}

function only<Type extends Block["type"]>(type: Type, raw: Raw): BlockOf<Type> {
  const { blocks, warnings } = parse([raw]);
  expect(warnings).toEqual([]);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.type).toBe(type);
  return blocks[0] as BlockOf<Type>;
}

/** One way to break each layout, as a WordPress editor or a field-group change could. */
const broken: Record<string, (raw: Raw) => Raw> = {
  hero: (raw) => ({ ...raw, title: "" }),
  paragraph: (raw) => ({ ...raw, text: null }),
  text_image: (raw) => ({ ...raw, text: 42 }),
  article_body: (raw) => ({ ...raw, content: "" }),
  bricks: (raw) => ({ ...raw, bricks: false }),
  image_link: (raw) => ({ ...raw, image: false }),
  counter: (raw) => ({ ...raw, counters: [{ value: "a lot", label: "students" }] }),
  testimonies: (raw) => ({ ...raw, testimonies: [{ quote: "Great", name: "", role: "", image: false }] }),
  carousel: (raw) => ({ ...raw, slides: [{ title: "Lyon", text: "", image: false, link: "" }] }),
  push_block: (raw) => ({ ...raw, title: "   " }),
  grid_section: (raw) => ({ ...raw, items: [] }),
  floating_links: (raw) => ({ ...raw, links: [{ link: "" }] }),
  key_numbers: (raw) => ({ ...raw, numbers: [{ number: "", label: "graduates" }] }),
  image_faq: (raw) => ({ ...raw, image: "" }),
  "faq-list": (raw) => ({ ...raw, questions: [{ question: "Why?" }] }),
  sticky_social: (raw) => ({ ...raw, networks: [{ network: "x", url: "javascript:alert(1)" }] }),
  "sticky-social": (raw) => ({ ...raw, networks: null }),
  push_link: (raw) => ({ ...raw, link: "" }),
  "simple-quote": (raw) => ({ ...raw, quote: "" }),
  "team-member-card": (raw) => ({ ...raw, members: [{ name: "Jo", email: "not an address" }] }),
  "read-more-linked-article": (raw) => ({ ...raw, link: { title: "", url: `${cmsOrigin}/agenda/`, target: "" } }),
  "read-more-wrapper": (raw) => ({ ...raw, content: undefined }),
  custom_filters: (raw) => ({ ...raw, title: 42 }),
  featured_news: (raw) => ({ ...raw, kind: "horoscope" }),
  duo_news: (raw) => ({ ...raw, items: ["premier", "second"] }),
  societies: (raw) => ({ ...raw, title: "" }),
  "members-list": (raw) => ({ ...raw, group_by: "colour" }),
};

describe("block schemas and the CMS's own content", () => {
  it("knows every layout the demo content uses, and the demo content uses every layout the site knows", () => {
    expect([...blockTypes].sort()).toEqual([...LAYOUTS].sort());
  });

  for (const language of ["fr", "en"] as const) {
    it(`accepts every block of the ${language} showcase page, in order, without a warning`, () => {
      const raw = showcaseBlocks(language);
      const { blocks, warnings } = parse(raw);
      expect(warnings).toEqual([]);
      expect(blocks.map((block) => block.type)).toEqual(raw.map((block) => block.acf_fc_layout));
      expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(LAYOUTS));
    });
  }

  for (const layout of LAYOUTS) {
    it(`drops a broken "${layout}" and keeps the blocks around it`, () => {
      const raw = showcaseBlocks("fr");
      const index = raw.findIndex((block) => block.acf_fc_layout === layout);
      const target = raw[index];
      expect(target, `${layout} is on the showcase page`).toBeDefined();
      const breakIt = broken[layout];
      expect(breakIt, `a broken variant of ${layout}`).toBeDefined();
      const { blocks, warnings } = parse(raw.map((block, i) => (i === index ? breakIt!(block) : block)));
      expect(blocks).toHaveLength(raw.length - 1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`page 340 (/blocs): block #${index + 1} "${layout}" dropped`);
    });
  }
});

describe("block mapping", () => {
  const fr = showcaseBlocks("fr");
  const find = (layout: string): Raw => fr.find((block) => block.acf_fc_layout === layout) as Raw;

  it("keeps the layout name a page used for the two names of the social block", () => {
    expect(only("sticky_social", find("sticky_social")).type).toBe("sticky_social");
    const hyphen = only("sticky-social", find("sticky-social"));
    expect(hyphen.type).toBe("sticky-social");
    expect(hyphen.networks.map((item) => item.network)).toEqual(["linkedin", "x", "facebook"]);
  });

  it("turns CMS links into site paths and CMS images into site images", () => {
    const block = only("grid_section", find("grid_section"));
    expect(block.columns).toBe(3);
    expect(block.items[3]?.link).toEqual({
      label: "Les laboratoires",
      href: "/ecosysteme/laboratoires",
      external: false,
      newTab: false,
    });
    expect(block.items[0]?.image).toMatchObject({
      src: `${cmsOrigin}/wp-content/uploads/2026/11/card-sante.webp`,
      width: 1200,
      height: 900,
    });
    expect(block.items[0]?.image?.alt).toMatch(/\S{10,}/);
    const article = only("read-more-linked-article", find("read-more-linked-article"));
    expect(article.link.href).toBe("/event-conference-medecine-de-demain");
  });

  it("reads ACF numbers sent as strings, and an unknown select value as the default", () => {
    const block = only("counter", {
      ...find("counter"),
      counters: [{ value: "120000", prefix: "", suffix: "", label: "étudiants" }],
    });
    expect(block.counters[0]?.value).toBe(120000);
    expect(only("grid_section", { ...find("grid_section"), columns: "7" }).columns).toBe(3);
    expect(only("push_block", { ...find("push_block"), theme: "purple" }).theme).toBe("navy");
  });

  it("keeps French no-break spaces in text and drops a social network it does not know to a plain web link", () => {
    const keyNumbers = only("key_numbers", find("key_numbers"));
    expect(keyNumbers.numbers[1]?.number).toBe("30\u202f000");
    const social = only("sticky_social", {
      ...find("sticky_social"),
      networks: [{ network: "myspace", url: "https://example.org/confluence" }],
    });
    expect(social.networks).toEqual([{ network: "website", url: "https://example.org/confluence" }]);
  });

  it("sanitises the HTML of answers and rich text (no script survives)", () => {
    const faq = only("faq-list", {
      ...find("faq-list"),
      questions: [{ question: "Sûr ?", answer: "<p>Oui<script>alert(1)</script></p>" }],
    });
    expect(faq.questions[0]?.html).toBe("<p>Oui</p>");
    const wrapper = only("read-more-wrapper", find("read-more-wrapper"));
    expect(wrapper.introHtml).toContain("<p>");
    expect(wrapper.moreLabel).toBe("");
  });

  it('accepts empty optional fields the way ACF sends them (false, "", null)', () => {
    const member = only("team-member-card", {
      acf_fc_layout: "team-member-card",
      title: null,
      intro: false,
      members: [{ name: "Jo", photo: false, job_title: null, text: "", email: "", link: "" }],
    });
    expect(member.members[0]).toEqual({ photo: null, name: "Jo", jobTitle: "", text: "", email: "", link: null });
  });
});
