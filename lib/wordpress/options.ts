// Site options from ACF's options page (`/acf/v3/options/options`): menus, footer, social
// links, address and contact form ids, per language. Missing or malformed fields fall back to
// empty values; WordPress being unavailable is an error (so a cached page is served instead).
import { cache } from "react";
import { z } from "zod";
import { env } from "../../config/env.ts";
import { languages, type Language } from "../../config/site.ts";
import { typeset } from "../i18n/typography.ts";
import { acfLink, acfText, toLink } from "./acf.ts";
import type { BlockContext } from "./blocks/define.ts";
import { wordpress } from "./client.ts";
import { inLanguage, mappingContext } from "./context.ts";
import { WordPressError } from "./errors.ts";
import { rawOptions } from "./schemas.ts";
import { optionsTag } from "./tags.ts";
import type { FooterColumn, Link, SiteOptions } from "./types.ts";
import { lastKnownSiteName, rememberSiteName } from "./site-name.ts";
import { contentProblems, versionOf } from "./content-problems.ts";
import { warnUnlessOutage } from "./outage-log.ts";
import { markDegraded } from "./degraded.ts";
import { logger } from "../server/log.ts";

const linkRows = z.array(z.looseObject({ link: acfLink })).catch([]);
const footerColumns = z.array(z.looseObject({ title: acfText, links: linkRows })).catch([]);
const socialLinks = z
  .array(z.looseObject({ network: z.string().catch(""), url: z.string().catch("") }))
  .catch([])
  .transform((rows) => rows.filter((row) => row.network && /^https?:\/\//.test(row.url)));
function perLanguage<T>(read: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((language) => [language, read(language)])) as Record<Language, T>;
}

const formId = z
  .union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])
  .optional()
  .catch(undefined);

export const getSiteOptions = cache(async (): Promise<SiteOptions> => {
  let acf: Record<string, unknown>;
  try {
    acf = (await wordpress().get("acf/v3/options/options", rawOptions, { tags: [optionsTag] })).acf;
  } catch (error) {
    if (error instanceof WordPressError && !error.isUnavailable) {
      logger("wordpress").warn(
        `site options unavailable (${error.message}); using defaults. Is "ACF to REST API" active with an options page?`,
      );
      acf = {};
    } else throw error;
  }
  const siteOptions = toSiteOptions(acf, mappingContext());
  rememberSiteName(siteOptions.siteName);
  contentProblems().record(optionsSubject, versionOf(acf), optionsProblems(acf, siteOptions));
  return siteOptions;
});

/** The options page's fields (the field group "Vitrine: site options", lib/wordpress/contract) as the site uses them. */
export function toSiteOptions(acf: Record<string, unknown>, context: BlockContext): SiteOptions {
  const { links, text } = context;
  const textIn = (language: Language) => inLanguage(context, language).text;
  // Menu and footer labels are typeset for their language, like every text the site shows.
  const toLinks = (rows: z.output<typeof linkRows>, language: Language): Link[] =>
    rows
      .map((row) => toLink(row.link, links))
      .filter((link) => link !== null)
      .map((link) => ({ ...link, label: typeset(link.label, language) }));
  return {
    siteName: text(acfText.catch("").parse(acf["site_name"] ?? "")) || env().siteName,
    tagline: perLanguage((language) => textIn(language)(acfText.catch("").parse(acf[`tagline_${language}`]))),
    menu: perLanguage((language) => toLinks(linkRows.parse(acf[`header_menu_${language}`] ?? []), language)),
    footer: perLanguage((language): FooterColumn[] =>
      footerColumns
        .parse(acf[`footer_columns_${language}`] ?? [])
        .map((column) => ({ title: textIn(language)(column.title), links: toLinks(column.links, language) }))
        .filter((column) => column.links.length > 0),
    ),
    social: socialLinks.parse(acf["social_links"] ?? []),
    address: perLanguage((language) => acfText.catch("").parse(acf[`address_${language}`]).trim()),
    contactFormIds: perLanguage((language) => formId.parse(acf[`contact_form_${language}`])),
  };
}

export const optionsSubject = "site options (acf/v3/options/options)";

/** Empty menus, in words: the option the site reads, what it holds, what it should hold. */
export function optionsProblems(acf: Record<string, unknown>, options: SiteOptions): string[] {
  const problems: string[] = [];
  const present = Object.keys(acf);
  const describe = (name: string, expected: string, shows: string) =>
    name in acf
      ? `"${name}" has no usable link (expected ${expected}); ${shows}`
      : `"${name}" is missing (expected ${expected}; the options hold: ${present.length > 0 ? present.join(", ") : "nothing"}); ${shows}`;
  for (const language of languages) {
    if (options.menu[language].length === 0) {
      problems.push(
        describe(
          `header_menu_${language}`,
          'a repeater of rows with an ACF link field "link"',
          `the "${language}" header shows no menu`,
        ),
      );
    }
    if (options.footer[language].length === 0) {
      problems.push(
        describe(
          `footer_columns_${language}`,
          'a repeater of columns with "title" and a "links" repeater of ACF links',
          `the "${language}" footer shows no link columns`,
        ),
      );
    }
  }
  return problems;
}

/** The options, or the defaults when WordPress cannot be reached (for pages that must always render, such as the 404). */
export async function getSiteOptionsOrDefaults(): Promise<SiteOptions> {
  try {
    return await getSiteOptions();
  } catch (error) {
    markDegraded("options", error);
    warnUnlessOutage(
      `[options] site options unavailable (${error instanceof Error ? error.message : String(error)}); rendering with defaults`,
      error,
    );
    return defaultSiteOptions();
  }
}

/** The name is the one WordPress last gave, else the configured one (SITE_NAME). */
export function defaultSiteOptions(): SiteOptions {
  return {
    siteName: lastKnownSiteName() ?? env().siteName,
    tagline: {},
    menu: perLanguage(() => []),
    footer: perLanguage(() => []),
    social: [],
    address: {},
    contactFormIds: {},
  };
}
