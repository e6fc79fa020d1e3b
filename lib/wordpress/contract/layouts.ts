// The page blocks' field group: one ACF Flexible Content field `blocks` whose layouts are the
// blocks the site renders (lib/wordpress/blocks). Each layout here matches its block's zod schema
// field for field; tests/wordpress-contract.test.ts fails when they differ. Field rules and
// advice for editors: docs/blocks.md.
import { socialNetworks } from "../social-networks.ts";
import {
  image,
  link,
  number,
  relationship,
  repeater,
  select,
  text,
  textarea,
  url,
  wysiwyg,
  email,
  type AcfField,
} from "./fields.ts";

export interface AcfLayout {
  /** The layout name: `acf_fc_layout` in the API, the block's type on the site. */
  name: string;
  label: string;
  fields: readonly AcfField[];
}

const required = { required: true } as const;

/** A repeater the block cannot do without: one row at least, `max` at most (its schema's acfRepeater bounds). */
const requiredRows = (max: number) => ({ required: true, min: 1, max });

const questions = repeater(
  "questions",
  "Questions",
  [text("question", "Question", required), wysiwyg("answer", "Answer", required)],
  requiredRows(40),
);

const stickySocialFields = [
  text("title", "Title", { required: true, instructions: "Names the links (“Follow the master's”)." }),
  text("text", "Text"),
  repeater(
    "networks",
    "Networks",
    [
      select("network", "Network", [...socialNetworks, "website"], {
        instructions: "Picks the icon and the name read out.",
      }),
      url("url", "Address", { required: true, instructions: "https://… (or mailto:… for e-mail)." }),
    ],
    requiredRows(8),
  ),
];

export const layouts: readonly AcfLayout[] = [
  {
    name: "hero",
    label: "Hero",
    fields: [
      text("title", "Title", { required: true, instructions: "The page's main heading when the hero comes first." }),
      textarea("subtitle", "Subtitle"),
      image("image", "Image", { instructions: "16:9, at least 1920 px wide." }),
      link("primary_link", "Primary link"),
      link("secondary_link", "Secondary link"),
    ],
  },
  { name: "paragraph", label: "Paragraph", fields: [text("title", "Title"), wysiwyg("text", "Text", required)] },
  {
    name: "text_image",
    label: "Text and image",
    fields: [
      text("title", "Title"),
      wysiwyg("text", "Text", required),
      image("image", "Image", { instructions: "4:3." }),
      select("image_position", "Image position", ["left", "right"], { defaultValue: "right" }),
      link("link", "Link"),
    ],
  },
  {
    name: "article_body",
    label: "Article body",
    fields: [wysiwyg("content", "Content", { required: true, toolbar: "full" })],
  },
  {
    name: "bricks",
    label: "Bricks",
    fields: [
      text("title", "Title"),
      textarea("intro", "Intro"),
      repeater(
        "bricks",
        "Bricks",
        [text("title", "Title", required), textarea("text", "Text"), image("image", "Image"), link("link", "Link")],
        requiredRows(12),
      ),
    ],
  },
  {
    name: "image_link",
    label: "Image link",
    fields: [
      text("title", "Title", required),
      textarea("text", "Text"),
      image("image", "Image", required),
      link("link", "Link", required),
    ],
  },
  {
    name: "counter",
    label: "Counters",
    fields: [
      text("title", "Title"),
      textarea("intro", "Intro"),
      repeater(
        "counters",
        "Counters",
        [
          number("value", "Value", required),
          text("prefix", "Prefix"),
          text("suffix", "Suffix"),
          text("label", "Label", required),
        ],
        requiredRows(6),
      ),
    ],
  },
  {
    name: "testimonies",
    label: "Testimonies",
    fields: [
      text("title", "Title"),
      repeater(
        "testimonies",
        "Testimonies",
        [
          textarea("quote", "Quote", required),
          text("name", "Name", required),
          text("role", "Role"),
          image("image", "Portrait"),
        ],
        requiredRows(12),
      ),
    ],
  },
  {
    name: "carousel",
    label: "Carousel",
    fields: [
      text("title", "Title"),
      textarea("intro", "Intro"),
      repeater(
        "slides",
        "Slides",
        [
          image("image", "Image", required),
          text("title", "Title", required),
          textarea("text", "Text"),
          link("link", "Link"),
        ],
        requiredRows(20),
      ),
    ],
  },
  {
    name: "push_block",
    label: "Push block",
    fields: [
      text("kicker", "Kicker"),
      text("title", "Title", required),
      wysiwyg("text", "Text"),
      image("image", "Image"),
      link("link", "Link"),
      select("theme", "Theme", ["navy", "gold", "pale"]),
    ],
  },
  {
    name: "grid_section",
    label: "Grid section",
    fields: [
      text("title", "Title"),
      textarea("intro", "Intro"),
      select("columns", "Columns", ["2", "3", "4"], { defaultValue: "3" }),
      repeater(
        "items",
        "Items",
        [image("image", "Image"), text("title", "Title", required), textarea("text", "Text"), link("link", "Link")],
        requiredRows(24),
      ),
    ],
  },
  {
    name: "floating_links",
    label: "Floating links",
    fields: [
      text("title", "Title", required),
      repeater("links", "Links", [link("link", "Link", required)], requiredRows(5)),
    ],
  },
  {
    name: "key_numbers",
    label: "Key numbers",
    fields: [
      text("title", "Title"),
      wysiwyg("text", "Text"),
      repeater(
        "numbers",
        "Numbers",
        [text("number", "Number", required), text("label", "Label", required), text("detail", "Detail")],
        requiredRows(8),
      ),
    ],
  },
  {
    name: "image_faq",
    label: "Image FAQ",
    fields: [
      text("title", "Title", required),
      textarea("intro", "Intro"),
      image("image", "Image", required),
      questions,
    ],
  },
  { name: "faq-list", label: "FAQ list", fields: [text("title", "Title"), textarea("intro", "Intro"), questions] },
  { name: "sticky_social", label: "Sticky social", fields: stickySocialFields },
  { name: "sticky-social", label: "Sticky social (hyphen)", fields: stickySocialFields },
  {
    name: "push_link",
    label: "Push link",
    fields: [text("title", "Title", required), textarea("text", "Text"), link("link", "Link", required)],
  },
  {
    name: "simple-quote",
    label: "Simple quote",
    fields: [
      textarea("quote", "Quote", required),
      text("author", "Author"),
      text("role", "Role"),
      image("image", "Portrait"),
    ],
  },
  {
    name: "team-member-card",
    label: "Team member cards",
    fields: [
      text("title", "Title"),
      textarea("intro", "Intro"),
      repeater(
        "members",
        "Members",
        [
          image("photo", "Photo"),
          text("name", "Name", required),
          text("job_title", "Job title"),
          textarea("text", "Text"),
          email("email", "E-mail"),
          link("link", "Link"),
        ],
        requiredRows(24),
      ),
    ],
  },
  {
    name: "read-more-linked-article",
    label: "Read more: linked article",
    fields: [
      text("label", "Label"),
      text("title", "Title", required),
      textarea("text", "Text"),
      image("image", "Image"),
      link("link", "Link", required),
    ],
  },
  {
    name: "read-more-wrapper",
    label: "Read more: wrapper",
    fields: [
      text("title", "Title"),
      wysiwyg("intro", "Intro", required),
      wysiwyg("content", "Content", required),
      text("more_label", "More label"),
      text("less_label", "Less label"),
    ],
  },
  {
    name: "custom_filters",
    label: "News and events with filters",
    fields: [text("title", "Title"), wysiwyg("text", "Text")],
  },
  {
    name: "featured_news",
    label: "Featured news",
    fields: [
      text("title", "Title", required),
      textarea("text", "Text"),
      select("kind", "Kind", ["news", "event", "all"]),
      number("count", "Count", { min: 1, max: 12, defaultValue: 3 }),
      link("link", "Link"),
    ],
  },
  {
    name: "duo_news",
    label: "Duo news",
    fields: [
      text("title", "Title", required),
      relationship("items", "Items", ["events"], { max: 2 }),
      link("link", "Link"),
    ],
  },
  {
    name: "societies",
    label: "Societies",
    fields: [
      text("title", "Title", required),
      wysiwyg("text", "Text"),
      relationship("societies", "Societies", ["societies"]),
      link("link", "Link"),
    ],
  },
  {
    name: "members-list",
    label: "Members list",
    fields: [
      text("title", "Title", required),
      wysiwyg("text", "Text"),
      select("group_by", "Group by", ["field", "place"]),
    ],
  },
];
