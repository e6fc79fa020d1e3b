// Content variants: the same demo content shaped like a WordPress that was built without the
// site's contract, to test the WordPress check (npm run wordpress:check) and how the site reads
// such a WordPress. Chosen at start: startCms({ variant }) or CMS_VARIANT.
//
//   foreign: the options under the names such a WordPress chose (`menu`, `socials`, `address`,
//            `email`, `contact_form_id`, `footer_text` instead of `header_menu_fr`/`_en`,
//            `footer_columns_*`, `social_links`, `address_*`, `contact_form_*`), no Polylang
//            `translations` on any post (Polylang free), and every `key_numbers` block's first
//            figure without its `number`.

import type { Content, WpPost } from "../content/site.ts";
import { isObject } from "./json.ts";
import type { JsonObject } from "./json.ts";

export const VARIANTS = ["foreign"] as const;
export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}

/** The content of a variant (a new object; `content` is left as it is). */
export function applyVariant(content: Content, variant: Variant | undefined): Content {
  if (variant === undefined) return content;
  return foreign(structuredClone(content));
}

function foreign(content: Content): Content {
  const options = content.options;
  content.options = {
    site_name: options.site_name ?? "",
    tagline_fr: options.tagline_fr ?? "",
    tagline_en: options.tagline_en ?? "",
    menu: options.header_menu_fr ?? [],
    socials: options.social_links ?? [],
    address: options.address_fr ?? "",
    email: "contact@confluence.example",
    contact_form_id: options.contact_form_fr ?? 0,
    footer_text: "© Confluence",
  };
  for (const post of [...content.pages, ...content.events, ...content.societies]) dropTranslations(post);
  for (const page of content.pages) breakKeyNumbers(page);
  return content;
}

function dropTranslations(post: WpPost): void {
  delete (post as Partial<WpPost>).translations;
}

function breakKeyNumbers(page: WpPost): void {
  const acf = page.acf as unknown;
  if (!isObject(acf) || !Array.isArray(acf.blocks)) return;
  for (const block of acf.blocks) {
    if (!isObject(block) || block.acf_fc_layout !== "key_numbers" || !Array.isArray(block.numbers)) continue;
    const first = block.numbers[0];
    if (isObject(first)) delete (first as JsonObject).number;
  }
}
