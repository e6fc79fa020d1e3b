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
