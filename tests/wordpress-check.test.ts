// The WordPress check (npm run wordpress:check) against the embedded CMS, which follows the
// contract (no problem at all), and against its "foreign" variant, a WordPress built without it:
// renamed options, no Polylang translations, a broken block. Each difference is named with its fix.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import {
  checkWordPress,
  exitCode,
  formatReport,
  similar,
  type CheckReport,
  type CheckSettings,
} from "../lib/wordpress/contract/check.ts";
import { likelyPages } from "../lib/wordpress/contract/checks/fixed-pages.ts";
import { societyAcf } from "../lib/wordpress/post-fields.ts";
import { basicAuthorization } from "../lib/wordpress/preview.ts";

const settings: CheckSettings = {
  pageIds: { home: 109, life: 163, study: 169, ecosystem: 308, invest: 173, now: 175 },
  contactPageId: 332,
  contactFormIds: {},
};

let contract: RunningCms;
let foreign: RunningCms;
beforeAll(async () => {
  [contract, foreign] = await Promise.all([
    startCms({ port: 0, quiet: true }),
    startCms({ port: 0, quiet: true, variant: "foreign" }),
  ]);
});
afterAll(async () => {
  await Promise.all([contract.close(), foreign.close()]);
});

const check = (cms: RunningCms, overrides: Partial<CheckSettings> = {}): Promise<CheckReport> =>
  checkWordPress(createWordPressClient({ wordpressUrl: cms.url, retries: 0 }), { ...settings, ...overrides });
const lines = (report: CheckReport) =>
  report.problems.map((problem) => `${problem.severity} [${problem.area}] ${problem.message}. Fix: ${problem.fix}`);

describe("the WordPress check", () => {
  it("passes the embedded CMS: no error, no warning, every part checked", async () => {
    const report = await check(contract);
    expect(lines(report)).toEqual([]);
    expect(exitCode(report)).toBe(0);
    for (const part of [
      "REST API answers",
      "ACF to REST API (/acf/v3)",
      "Polylang translations (`translations` on pages)",
      "Yoast SEO (`yoast_head_json`)",
      "site options",
      "contact form (fr): form 501",
      "breadcrumb of /vivre",
    ]) {
      expect(report.passed).toContain(part);
    }
    expect(report.passed).toContain("contact page 332 and its translations");
    expect(report.passed.some((part) => /^blocks of \d+ pages$/.test(part))).toBe(true);
  });

  it("names each renamed option, with the site's name to give it", async () => {
    const report = await check(foreign);
    const text = lines(report).join("\n");
    for (const [theirs, ours] of [
      ["menu", "header_menu_fr"],
      ["socials", "social_links"],
      ["address", "address_fr"],
      ["contact_form_id", "contact_form_fr"],
      ["footer_text", "footer_columns_fr"],
    ]) {
      expect(text).toContain(`warning [options] \`${theirs}\` is not an option the site reads`);
      expect(text).toMatch(new RegExp(`\\[options\\] \`${ours}\` is missing .*\`${theirs}\` looks like it: rename it`));
    }
    expect(text).toContain("warning [options] `email` is not an option the site reads");
    expect(text).toMatch(
      /error \[options\] `header_menu_en` is missing \(expected a list of rows with link \(Repeater field\)\): the site shows no header menu \(en\)\. Fix: import docs\/wordpress\/acf-field-groups\.json/,
    );
    expect(text).toMatch(/error \[contact form \(fr\)\] no Contact Form 7 form for "fr"/);
  });

  it("says pages have no Polylang translations, and how to add them", async () => {
    const report = await check(foreign);
    expect(lines(report)).toContainEqual(
      expect.stringMatching(
        /^error \[plugins\] pages have no `translations` field .*Fix: use Polylang Pro, or add docs\/wordpress\/vitrine-polylang-rest\.php/,
      ),
    );
  });

  it("names the page, the block, the field and what was expected for a block that fails", async () => {
    const report = await check(foreign);
    expect(lines(report)).toContainEqual(
      'error [page 173 (/investir/)] block #2 "key_numbers": `numbers.0.number` is nothing, expected a text (Text field), required: the block is not shown. Fix: fill “Number” in that block (or, if the field has another name, import docs/wordpress/acf-field-groups.json (ACF → Tools → Import))',
    );
    expect(lines(report).filter((line) => line.includes('"key_numbers"'))).toHaveLength(4); // fr and en, /investir and the showcase
    expect(exitCode(report)).toBe(1);
  });

  it("names fixed page and contact form ids WordPress does not have", async () => {
    const report = await check(contract, { contactPageId: 9999, pageIds: { ...settings.pageIds, invest: 12345 } });
    expect(lines(report)).toContainEqual(
      expect.stringMatching(
        /^error \[contact page\] there is no page with id 9999 \(PAGE_ID_CONTACT\).*Fix: set PAGE_ID_CONTACT to the id/,
      ),
    );
    expect(lines(report)).toContainEqual(
      expect.stringMatching(/^error \[invest page\] there is no page with id 12345 \(PAGE_ID_INVEST\)/),
    );
    const forms = await check(foreign, { contactFormIds: { fr: 777 } });
    expect(lines(forms)).toContainEqual(
      expect.stringMatching(
        /^error \[contact form \(fr\)\] there is no Contact Form 7 form 777: every message is refused\. Fix: create the form from docs\/wordpress\/contact-form-7\.txt/,
      ),
    );
  });

  it("names options of the wrong type, layouts the site does not render and fields it does not read", async () => {
    const edited = await startCms({ port: 0, quiet: true, admin: true });
    try {
      const patch = (path: string, body: unknown) =>
        fetch(`${edited.url}${path}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      expect(
        (
          await patch("/__cms/options", {
            acf: { header_menu_fr: "Vivre, Étudier", header_menu_en: [], contact_form_en: "502" },
          })
        ).status,
      ).toBe(200);
      const blocks = [
        { acf_fc_layout: "mystery", title: "?" },
        { acf_fc_layout: "paragraph", title: "Titre", text: "<p>Texte</p>", colour: "red" },
      ];
      expect((await patch("/__cms/content/pages/163", { acf: { blocks } })).status).toBe(200);
      const report = await check(edited);
      expect(lines(report)).toContainEqual(
        expect.stringMatching(
          /^error \[options\] `header_menu_fr` is the text "Vivre, Étudier", expected a list of rows with link \(Repeater field\)/,
        ),
      );
      expect(lines(report)).toContainEqual(
        expect.stringMatching(
          /^warning \[options\] `header_menu_en` is empty: the site shows no header menu \(en\)\. Fix: fill “Header menu \(EN\)” on the options page/,
        ),
      );
      expect(lines(report).filter((line) => line.includes("contact_form_en"))).toEqual([]); // a numeric string is what ACF may send
      expect(lines(report)).toContainEqual(
        expect.stringMatching(
          /^warning \[blocks\] layout "mystery" is not a block the site renders \(pages 163\): it is skipped/,
        ),
      );
      expect(lines(report)).toContainEqual(
        expect.stringMatching(
          /^warning \[blocks\] layout "paragraph" has a field `colour` the site does not read \(pages 163\)/,
        ),
      );
      expect(exitCode(report)).toBe(1);
    } finally {
      await edited.close();
    }
  });

  it("checks editor preview's user: its application password, and that it may read unpublished pages", async () => {
    const user = { user: "vitrine-preview", password: "abcd efgh ijkl mnop qrst uvwx" };
    const withUser = await startCms({ port: 0, quiet: true, preview: user });
    try {
      const as = (password: string) =>
        createWordPressClient({
          wordpressUrl: withUser.url,
          retries: 0,
          headers: { authorization: basicAuthorization(user.user, password) },
        });
      const good = await check(withUser, { previewClient: as(user.password) });
      expect(lines(good)).toEqual([]);
      expect(good.passed).toContain("editor preview: its user reads drafts and pending pages");
      const revoked = await check(withUser, { previewClient: as("zzzz zzzz zzzz zzzz zzzz zzzz") });
      expect(lines(revoked)).toEqual([
        expect.stringMatching(
          /^warning \[editor preview\] WordPress refuses the preview user's application password \(incorrect_password\).*Fix: create an application password/,
        ),
      ]);
      expect(exitCode(revoked)).toBe(0);
    } finally {
      await withUser.close();
    }
    // A WordPress where that user has no application password: its requests are anonymous, drafts forbidden.
    const anonymous = await check(contract, {
      previewClient: createWordPressClient({
        wordpressUrl: contract.url,
        retries: 0,
        headers: { authorization: basicAuthorization("vitrine-preview", "abcd efgh ijkl mnop qrst uvwx") },
      }),
    });
    expect(lines(anonymous)).toEqual([
      expect.stringMatching(
        /^warning \[editor preview\] the preview user may not read unpublished pages.*Fix: give the user the role/,
      ),
    ]);
  });

  it("prints one line per problem, errors first, each with its fix", async () => {
    const text = formatReport(await check(foreign));
    const problemLines = text.split("\n").filter((line) => /^ {2}[✗!] /.test(line));
    expect(problemLines.length).toBeGreaterThan(10);
    for (const line of problemLines) expect(line).toMatch(/\. Fix: .+\.$/);
    expect(text.indexOf("error(s): a page, or a part of one, breaks")).toBeLessThan(
      text.indexOf("warning(s): the site works, with less"),
    );
    expect(text).toMatch(/Result: \d+ error\(s\), \d+ warning\(s\)/);
  });

  it("stops at an unreachable REST API with one error saying what to check", async () => {
    const report = await checkWordPress(
      createWordPressClient({ wordpressUrl: "http://127.0.0.1:9", retries: 0, timeoutMs: 2000 }),
      settings,
    );
    expect(lines(report)).toEqual([
      expect.stringMatching(
        /^error \[REST API\] http:\/\/127\.0\.0\.1:9\/wp-json\/ does not answer as WordPress's REST API .*Fix: set WORDPRESS_URL to the WordPress address/,
      ),
    ]);
    expect(exitCode(report)).toBe(1);
  });

  it("finds each language's home as the site does, and says a language that has none", async () => {
    expect((await check(contract)).passed).toEqual(
      expect.arrayContaining(["fr home: page 109 (/)", expect.stringMatching(/^en home: page 412 \(\/en\/?\)$/)]),
    );
    const edited = await startCms({ port: 0, quiet: true, admin: true });
    try {
      const post = (path: string, method: string, body: unknown) =>
        fetch(`${edited.url}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      // The free Polylang gives no translations: the English home is still the page linked at /en/.
      expect((await post("/__cms/polylang", "POST", { translations: false })).status).toBe(200);
      const homes = (report: CheckReport) => lines(report).filter((line) => line.includes("[home pages]"));
      expect(homes(await check(edited))).toEqual([]);
      // Unpublished, it is gone: the site's English home shows its name only.
      expect((await post("/__cms/content/pages/412", "PATCH", { status: "draft" })).status).toBe(200);
      const report = await check(edited);
      expect(homes(report)).toEqual([
        expect.stringMatching(
          /^error \[home pages\] no page for the "en" home: PAGE_ID_HOME=109 has no "en" translation that WordPress gives and no "en" page is linked at \/en\/?: .*shows the site's name only\. Fix: translate the home page into "en" with Polylang/,
        ),
      ]);
      expect(report.passed).toContain("fr home: page 109 (/)");
      expect(exitCode(report)).toBe(1);
    } finally {
      await edited.close();
    }
  });

  it("points a fixed page WordPress does not have to the page that looks like it", async () => {
    const report = await check(contract, { contactPageId: 9999, pageIds: { ...settings.pageIds, invest: 12345 } });
    expect(lines(report)).toContainEqual(
      "error [contact page] there is no page with id 9999 (PAGE_ID_CONTACT): the contact form is shown nowhere; page 332 (/contact/) looks like it. Fix: set PAGE_ID_CONTACT to the id of the French contact page (Pages → edit it: the id is the number after post= in the address): PAGE_ID_CONTACT=332, if that is the one",
    );
    expect(lines(report)).toContainEqual(
      expect.stringMatching(
        /^error \[invest page\] there is no page with id 12345 \(PAGE_ID_INVEST\): the site's link to it leads nowhere; page 173 \(\/investir\/\) looks like it\./,
      ),
    );
    // Slugs are compared without accents and case; nothing alike, nothing named.
    const page = (id: number, path: string) => ({ id, link: `https://cms.example.org${path}` });
    expect(
      likelyPages("ecosystem", [page(1, "/%C3%89cosyst%C3%A8me/"), page(2, "/vivre/"), page(3, "/ecosysteme-local/")]),
    ).toEqual([page(1, "/%C3%89cosyst%C3%A8me/"), page(3, "/ecosysteme-local/")]);
    expect(likelyPages("contact", [page(4, "/contacts-presse/"), page(5, "/")])).toEqual([]);
  });

  it("says a society's field is shown empty only when the site shows nothing of it", async () => {
    const edited = await startCms({ port: 0, quiet: true, admin: true });
    try {
      const logo = (id: number, value: unknown) =>
        fetch(`${edited.url}/__cms/content/societies/${id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ acf: { logo: value } }),
        });
      // A logo given as its URL alone: the site shows it (lib/wordpress/post-fields.ts).
      const url = `${edited.url}/wp-content/uploads/logo-rhone-confluence.png`;
      expect((await logo(1301, url)).status).toBe(200);
      expect(societyAcf.parse({ logo: url }).logo).toMatchObject({ url });
      expect((await logo(2301, 42)).status).toBe(200);
      const societies = lines(await check(edited)).filter((line) => line.includes("[societies]"));
      expect(societies).toEqual([
        expect.stringMatching(
          /^warning \[societies\] `logo` is .*42.*, expected .*\(societies 2301\): it is shown empty/,
        ),
      ]);
    } finally {
      await edited.close();
    }
  });

  it("notes an event without ACF fields with what the site shows of it, without calling it a problem", async () => {
    const report = await check(contract);
    expect(report.notes).toEqual([
      {
        area: "events",
        message: expect.stringMatching(
          /^events 1037: no ACF fields \(acf is empty\), so each is shown as a news item dated when it was published/,
        ),
        fix: expect.stringContaining("for an event, fill its Type (event) and Start in WordPress"),
      },
    ]);
    expect(formatReport(report)).toMatch(
      /\n1 note\(s\): shown, but perhaps not as meant\n {2}· \[events\] events 1037: no ACF fields .*\. If not: for an event, fill its Type/,
    );
    expect(exitCode(report)).toBe(0);
  });

  it("finds likely renames by shared words", () => {
    expect(similar("footer_text", ["footer_columns_fr", "social_links"])).toEqual(["footer_columns_fr"]);
    expect(similar("socials", ["social_links", "site_name"])).toEqual(["social_links"]);
    expect(similar("email", ["address_fr", "site_name"])).toEqual([]);
  });
});

describe("npm run wordpress:check", () => {
  const node = process.execPath;
  const script = path.join(import.meta.dirname, "..", "scripts", "wordpress-check.ts");
  const run = (env: Record<string, string>) =>
    spawnSync(node, [script], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("checks the embedded CMS when WORDPRESS_URL is unset, and exits 0", () => {
    const result = run({});
    expect(result.stdout).toContain("WORDPRESS_URL is not set: checking the embedded CMS.");
    expect(result.stdout).toContain("Result: no error, 0 warning(s).");
    expect(result.status).toBe(0);
  });

  it("exits 1 on a WordPress with errors, and 2 on a bad setting", () => {
    const foreignRun = run({ CMS_VARIANT: "foreign" });
    expect(foreignRun.stdout).toContain("`menu` is not an option the site reads");
    expect(foreignRun.status).toBe(1);
    const bad = run({ PAGE_ID_CONTACT: "contact" });
    expect(bad.stderr).toContain("PAGE_ID_CONTACT");
    expect(bad.status).toBe(2);
  });
});
