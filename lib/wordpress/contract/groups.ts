// The ACF field groups the site reads, as an administrator imports them (docs/wordpress/
// acf-field-groups.json, written from these by `npm run wordpress:field-groups`): the site
// options, the page blocks, the events and the societies. lib/wordpress/options.ts, events.ts,
// societies.ts and blocks/ read exactly these names; tests/wordpress-contract.test.ts checks it.
import { languages } from "../../../config/site.ts";
import { socialNetworks } from "../social-networks.ts";
import { dateTime, image, link, number, repeater, select, text, textarea, url, type AcfField } from "./fields.ts";
import { layouts, type AcfLayout } from "./layouts.ts";

export interface AcfGroup {
  /** Stable ACF key (`group_vitrine_options`): importing again updates the group. */
  key: string;
  title: string;
  /** Where the group shows: an ACF location rule. */
  location: { param: "options_page" | "post_type"; value: string };
  fields: readonly AcfField[];
  /** Page blocks: the one flexible content field and its layouts. */
  flexible?: { name: string; label: string; layouts: readonly AcfLayout[] };
}

const perLanguage = (make: (language: string) => AcfField): AcfField[] => languages.map(make);
const upper = (language: string) => language.toUpperCase();

const menuLinks = (name: string, label: string, options: Partial<AcfField> = {}) =>
  repeater(name, label, [link("link", "Link", { required: true })], { min: 0, max: 12, ...options });

export const optionFields: readonly AcfField[] = [
  text("site_name", "Site name", {
    instructions: "The site's name in titles and the header (the product name when empty).",
    effect: "the site takes the product's name",
  }),
  ...perLanguage((language) => textarea(`tagline_${language}`, `Tagline (${upper(language)})`)),
  ...perLanguage((language) =>
    menuLinks(`header_menu_${language}`, `Header menu (${upper(language)})`, {
      required: true,
      instructions: "The sections of the header, in order.",
    }),
  ),
  ...perLanguage((language) =>
    repeater(
      `footer_columns_${language}`,
      `Footer columns (${upper(language)})`,
      [text("title", "Title"), menuLinks("links", "Links")],
      {
        required: true,
        min: 0,
        max: 6,
        instructions: "Columns of links at the bottom of every page (a column without links is not shown).",
      },
    ),
  ),
  repeater(
    "social_links",
    "Social links",
    [select("network", "Network", socialNetworks), url("url", "Address", { required: true })],
    { min: 0, max: 8 },
  ),
  ...perLanguage((language) => textarea(`address_${language}`, `Address (${upper(language)})`)),
  ...perLanguage((language) =>
    number(`contact_form_${language}`, `Contact form id (${upper(language)})`, {
      instructions:
        "The Contact Form 7 form of the contact page in this language (Contact → Contact Forms, the id in the shortcode).",
      effect: `the contact page uses CONTACT_FORM_ID_${upper(language)}, or shows no form`,
    }),
  ),
];

export const eventFields: readonly AcfField[] = [
  select("type", "Type", ["event", "news"], {
    instructions: "An event has dates; a news item only its publication date.",
  }),
  dateTime("start_date", "Start", { instructions: "Europe/Paris time; empty for news." }),
  dateTime("end_date", "End"),
  text("place", "Place", { instructions: "The city, as shown and filtered (one spelling per place and language)." }),
  textarea("address", "Address", {
    instructions:
      "Where the event takes place: the venue, then its street address, one line each (shown on the event's page and in calendars); empty online.",
    effect: "event pages and calendars give the place's city only",
  }),
  text("field", "Field of study", { instructions: "As shown and filtered." }),
  image("image", "Image", { instructions: "4:3." }),
  link("registration_link", "Registration link"),
];

export const societyFields: readonly AcfField[] = [
  image("logo", "Logo", { instructions: "Square." }),
  url("website", "Website"),
  text("place", "Place"),
  text("field", "Field of study"),
  number("members", "Members", { min: 0 }),
];

export const blocksField = { name: "blocks", label: "Blocks", layouts } as const;

export const fieldGroups: readonly AcfGroup[] = [
  {
    key: "group_vitrine_options",
    title: "Vitrine: site options",
    location: { param: "options_page", value: "acf-options" },
    fields: optionFields,
  },
  {
    key: "group_vitrine_page_blocks",
    title: "Vitrine: page blocks",
    location: { param: "post_type", value: "page" },
    fields: [],
    flexible: blocksField,
  },
  {
    key: "group_vitrine_events",
    title: "Vitrine: events and news",
    location: { param: "post_type", value: "events" },
    fields: eventFields,
  },
  {
    key: "group_vitrine_societies",
    title: "Vitrine: societies",
    location: { param: "post_type", value: "societies" },
    fields: societyFields,
  },
];

export function layoutNamed(name: string): AcfLayout | undefined {
  return layouts.find((layout) => layout.name === name);
}
