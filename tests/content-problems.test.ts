// Content problems (blocks failing validation, empty menus, the contact form's setup): one log
// line per problem and content version, however many renders; listed for /api/ready.
import { describe, expect, it } from "vitest";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { contactSetupProblems } from "../lib/wordpress/contact-setup.ts";
import { createContentProblems } from "../lib/wordpress/content-problems.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { toPage } from "../lib/wordpress/mappers.ts";
import { defaultSiteOptions, optionsProblems } from "../lib/wordpress/options.ts";
import { buildRouteTable } from "../lib/wordpress/route-table.ts";
import { rawPage, rawRoute } from "../lib/wordpress/schemas.ts";

const cms = "https://cms.example.org";
const context = createBlockContext(createLinkRewriter(cms));

function registry() {
  const lines: string[] = [];
  let clock = Date.parse("2026-11-25T10:00:00Z");
  return {
    lines,
    problems: createContentProblems({ log: (line) => lines.push(line), now: () => new Date((clock += 1000)) }),
  };
}

/** The page as WordPress sends it: a `key_numbers` block whose numbers lack their number. */
function page(modified: string, numbers: unknown[]) {
  return rawPage.parse({
    id: 163,
    link: `${cms}/vivre/`,
    lang: "fr",
    modified_gmt: modified,
    title: { rendered: "Vivre" },
    acf: {
      blocks: [
        { acf_fc_layout: "paragraph", title: "", text: "<p>Bienvenue</p>" },
        { acf_fc_layout: "key_numbers", title: "En chiffres", numbers },
      ],
    },
  });
}

describe("a block that fails validation", () => {
  const broken = [{ value: "42", label: "laboratoires" }];

  it("logs one line per content version, not one per render, naming the page, the block and the field", () => {
    const { lines, problems } = registry();
    for (let render = 0; render < 25; render++) {
      const rendered = toPage(page("2026-11-02T10:00:00", broken), context, problems);
      // The visitor gets the rest of the page.
      expect(rendered.blocks.map((block) => block.type)).toEqual(["paragraph"]);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[content\] page 163 \(\/vivre\) \(version 2026-11-02T10:00:00\): block #2 "key_numbers" dropped, bad fields: field numbers\.0\.number: .*expected string, received undefined/,
    );

    // An edit that leaves the block broken is a new version: logged once more.
    for (let render = 0; render < 5; render++) toPage(page("2026-11-03T09:00:00", broken), context, problems);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("version 2026-11-03T09:00:00");
    expect(problems.list()).toEqual([
      {
        subject: "page 163 (/vivre)",
        version: "2026-11-03T09:00:00",
        problems: [expect.stringContaining('block #2 "key_numbers"')],
        seenAt: expect.any(String),
      },
    ]);

    // Fixed: said once, and no longer listed.
    for (let render = 0; render < 5; render++)
      toPage(page("2026-11-04T09:00:00", [{ number: "42", label: "laboratoires" }]), context, problems);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/page 163 .*no problem left/);
    expect(problems.list()).toEqual([]);
  });

  it("without a modified date, is versioned by its blocks", () => {
    const { lines, problems } = registry();
    const undated = (numbers: unknown[]) => rawPage.parse({ ...page("x", numbers), modified_gmt: undefined });
    for (let render = 0; render < 3; render++) toPage(undated(broken), context, problems);
    expect(lines).toHaveLength(1);
    toPage(undated([{ value: "7" }]), context, problems);
    expect(lines).toHaveLength(2);
  });
});

describe("the registry of content problems", () => {
  it("keeps a bounded number of subjects, the most recently seen first", () => {
    const lines: string[] = [];
    const problems = createContentProblems({ maxSubjects: 3, log: (line) => lines.push(line) });
    for (let id = 1; id <= 5; id++) problems.record(`page ${id}`, "v1", ["broken"]);
    problems.record("page 3", "v1", ["broken"]);
    expect(problems.list().map((report) => report.subject)).toEqual(["page 3", "page 5", "page 4"]);
    expect(lines).toHaveLength(5);
  });

  it("records nothing for a subject without problems", () => {
    const lines: string[] = [];
    const problems = createContentProblems({ log: (line) => lines.push(line) });
    problems.record("page 1", "v1", []);
    expect(problems.list()).toEqual([]);
    expect(lines).toEqual([]);
  });
});

describe("empty menus", () => {
  it("name the option the site reads, what the options hold instead, and what the visitor misses", () => {
    const acf = { menu: [{ link: { title: "Vivre", url: `${cms}/vivre/` } }], socials: [] };
    const problems = optionsProblems(acf, defaultSiteOptions());
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe(
      '"header_menu_fr" is missing (expected a repeater of rows with an ACF link field "link"; the options hold: menu, socials); the "fr" header shows no menu',
    );
    expect(problems[3]).toMatch(/^"footer_columns_en" is missing .*the "en" footer shows no link columns$/);
    expect(optionsProblems({ header_menu_fr: [{ link: "" }] }, defaultSiteOptions())[0]).toMatch(
      /^"header_menu_fr" has no usable link/,
    );
  });

  it("say nothing when every menu has links", () => {
    const link = { label: "Vivre", href: "/vivre", external: false, newTab: false };
    const options = {
      ...defaultSiteOptions(),
      menu: { fr: [link], en: [link] },
      footer: { fr: [{ title: "", links: [link] }], en: [{ title: "", links: [link] }] },
    };
    expect(optionsProblems({}, options)).toEqual([]);
  });
});

describe("the contact form's setup", () => {
  const route = (id: number, path: string, lang: string, translations: Record<string, number>) =>
    rawRoute.parse({ id, link: `${cms}${path}`, lang, translations });
  const table = (translations: boolean) =>
    buildRouteTable(
      [
        {
          language: "fr",
          kind: "page",
          items: [route(332, "/contact/", "fr", translations ? { fr: 332, en: 432 } : {})],
        },
        {
          language: "en",
          kind: "page",
          items: [route(432, "/en/contact/", "en", translations ? { fr: 332, en: 432 } : {})],
        },
      ],
      createLinkRewriter(cms),
    );
  const forms = { pageId: 332, optionFormIds: { fr: 7 }, configuredFormIds: { en: 8 } };

  it("is fine with the page, its translations and a form per language", () => {
    expect(contactSetupProblems(table(true), forms)).toEqual([]);
  });

  it("names an unknown contact page id, a missing translation and a missing form id, with the fix", () => {
    expect(contactSetupProblems(table(true), { ...forms, pageId: 999 })).toEqual([
      "PAGE_ID_CONTACT=999 is no published page of WordPress, so no page shows the contact form: set PAGE_ID_CONTACT to the id of the French contact page",
    ]);
    expect(contactSetupProblems(table(false), { ...forms, configuredFormIds: {} })).toEqual([
      expect.stringMatching(
        /^the contact page \(\/contact\) has no "en" translation .*link its translation in Polylang$/,
      ),
      'no Contact Form 7 form id for "en": the site options have no contact_form_en and CONTACT_FORM_ID_EN is unset, so the "en" contact page says the form is unavailable',
    ]);
  });
});
