// Site options from ACF's options page (`/acf/v3/options/options`): menus, footer, social
// links, address and contact form ids, per language. Missing or malformed fields fall back to
// empty values; WordPress being unavailable is an error (so a cached page is served instead).
import { cache } from "react";
import { z } from "zod";
import { languages, productName, type Language } from "../../config/site.ts";
import { typeset } from "../i18n/typography.ts";
import { acfLink, acfText, toLink } from "./acf.ts";
import { wordpress } from "./client.ts";
import { mappingContext } from "./context.ts";
import { WordPressError } from "./errors.ts";
import { rawOptions } from "./schemas.ts";
import type { FooterColumn, Link, SiteOptions } from "./types.ts";
import { rememberSiteName } from "./site-name.ts";

export const optionsTag = "wp:options";

const linkRows = z.array(z.looseObject({ link: acfLink })).catch([]);
const footerColumns = z.array(z.looseObject({ title: acfText, links: linkRows })).catch([]);
const socialLinks = z
  .array(z.looseObject({ network: z.string().catch(""), url: z.string().catch("") }))
  .catch([])
  .transform((rows) => rows.filter((row) => row.network && /^https?:\/\//.test(row.url)));
function perLanguage<T>(read: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((language) => [language, read(language)])) as Record<Language, T>;
}

const formId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]).optional().catch(undefined);

export const getSiteOptions = cache(async (): Promise<SiteOptions> => {
  let acf: Record<string, unknown>;
  try {
    acf = (await wordpress().get("acf/v3/options/options", rawOptions, { tags: [optionsTag] })).acf;
  } catch (error) {
    if (error instanceof WordPressError && !error.isUnavailable) {
      console.warn(`[options] site options unavailable (${error.message}); using defaults. Is "ACF to REST API" active with an options page?`);
      acf = {};
    } else throw error;
  }
  const { links, text } = mappingContext();
  const textIn = (language: Language) => mappingContext(language).text;
  // Menu and footer labels are typeset for their language, like every text the site shows.
  const toLinks = (rows: z.output<typeof linkRows>, language: Language): Link[] =>
    rows
      .map((row) => toLink(row.link, links))
      .filter((link) => link !== null)
      .map((link) => ({ ...link, label: typeset(link.label, language) }));
  const siteName = text(acfText.parse(acf["site_name"] ?? "")) || productName;
  rememberSiteName(siteName);
  return {
    siteName,
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
});

/** The options, or the defaults when WordPress cannot be reached (for pages that must always render, such as the 404). */
export async function getSiteOptionsOrDefaults(): Promise<SiteOptions> {
  try {
    return await getSiteOptions();
  } catch (error) {
    console.warn(`[options] site options unavailable (${error instanceof Error ? error.message : String(error)}); rendering with defaults`);
    return defaultSiteOptions();
  }
}

export function defaultSiteOptions(): SiteOptions {
  return { siteName: productName, tagline: {}, menu: perLanguage(() => []), footer: perLanguage(() => []), social: [], address: {}, contactFormIds: {} };
}
