// The ACF flexible-content layouts of `acf.blocks` on pages. One builder per layout; a page's
// blocks are a list of these. To add a layout: add its type to `Block`, write a builder here that
// returns the exact ACF shape (empty image → false, empty link → "", repeaters → arrays), use it
// in content/pages.ts, and document the shape in docs/blocks.md.

import type { JsonObject } from "../lib/json.ts";
import { abs } from "./site.ts";

/** ACF link field (return format: array). An empty link field is "". */
export type AcfLink = { title: string; url: string; target: "" | "_blank" };
/** ACF image field (return format: array, see media.ts). An empty image field is false. */
export type AcfImage = JsonObject;

export type HeroBlock = {
  acf_fc_layout: "hero";
  title: string;
  subtitle: string;
  image: AcfImage | false;
  primary_link: AcfLink | "";
  secondary_link: AcfLink | "";
};
export type ParagraphBlock = { acf_fc_layout: "paragraph"; title: string; text: string };
export type TextImageBlock = {
  acf_fc_layout: "text_image";
  title: string;
  text: string;
  image: AcfImage | false;
  image_position: "left" | "right";
  link: AcfLink | "";
};
export type ArticleBodyBlock = { acf_fc_layout: "article_body"; content: string };

// Blocks that show events, news and societies: the site reads the items from /wp/v2/events and
// /wp/v2/societies; the block holds only its heading, intro and choices.
export type CustomFiltersBlock = { acf_fc_layout: "custom_filters"; title: string; text: string };
export type FeaturedNewsBlock = {
  acf_fc_layout: "featured_news";
  title: string;
  text: string;
  kind: "news" | "event" | "all";
  count: number;
  link: AcfLink | "";
};
/** ACF relationship (return format: Post ID). An empty relationship field is "". */
export type Relationship = number[] | "";
export type DuoNewsBlock = { acf_fc_layout: "duo_news"; title: string; items: Relationship; link: AcfLink | "" };
export type SocietiesBlock = {
  acf_fc_layout: "societies";
  title: string;
  text: string;
  societies: Relationship;
  link: AcfLink | "";
};
export type MembersListBlock = {
  acf_fc_layout: "members-list";
  title: string;
  text: string;
  group_by: "field" | "place";
};
type Img = AcfImage | false;
type Lnk = AcfLink | "";

export type BricksBlock = {
  acf_fc_layout: "bricks";
  title: string;
  intro: string;
  bricks: { title: string; text: string; image: Img; link: Lnk }[];
};
export type ImageLinkBlock = { acf_fc_layout: "image_link"; title: string; text: string; image: Img; link: Lnk };
export type CounterBlock = {
  acf_fc_layout: "counter";
  title: string;
  intro: string;
  counters: { value: number; prefix: string; suffix: string; label: string }[];
};
export type TestimoniesBlock = {
  acf_fc_layout: "testimonies";
  title: string;
  testimonies: { quote: string; name: string; role: string; image: Img }[];
};
export type CarouselBlock = {
  acf_fc_layout: "carousel";
  title: string;
  intro: string;
  slides: { image: Img; title: string; text: string; link: Lnk }[];
};
export type PushBlockBlock = {
  acf_fc_layout: "push_block";
  kicker: string;
  title: string;
  text: string;
  image: Img;
  link: Lnk;
  theme: "navy" | "gold" | "pale";
};
export type GridSectionBlock = {
  acf_fc_layout: "grid_section";
  title: string;
  intro: string;
  columns: "2" | "3" | "4";
  items: { image: Img; title: string; text: string; link: Lnk }[];
};
export type FloatingLinksBlock = { acf_fc_layout: "floating_links"; title: string; links: { link: AcfLink }[] };
export type KeyNumbersBlock = {
  acf_fc_layout: "key_numbers";
  title: string;
  text: string;
  numbers: { number: string; label: string; detail: string }[];
};
export type FaqRow = { question: string; answer: string };
export type ImageFaqBlock = {
  acf_fc_layout: "image_faq";
  title: string;
  intro: string;
  image: Img;
  questions: FaqRow[];
};
export type FaqListBlock = { acf_fc_layout: "faq-list"; title: string; intro: string; questions: FaqRow[] };
export type SocialNetwork =
  "linkedin" | "instagram" | "youtube" | "x" | "facebook" | "mastodon" | "bluesky" | "email" | "website";
export type StickySocialBlock = {
  acf_fc_layout: "sticky_social" | "sticky-social";
  title: string;
  text: string;
  networks: { network: SocialNetwork; url: string }[];
};
export type PushLinkBlock = { acf_fc_layout: "push_link"; title: string; text: string; link: Lnk };
export type SimpleQuoteBlock = {
  acf_fc_layout: "simple-quote";
  quote: string;
  author: string;
  role: string;
  image: Img;
};
export type TeamMemberCardBlock = {
  acf_fc_layout: "team-member-card";
  title: string;
  intro: string;
  members: { photo: Img; name: string; job_title: string; text: string; email: string; link: Lnk }[];
};
export type ReadMoreLinkedArticleBlock = {
  acf_fc_layout: "read-more-linked-article";
  label: string;
  title: string;
  text: string;
  image: Img;
  link: Lnk;
};
export type ReadMoreWrapperBlock = {
  acf_fc_layout: "read-more-wrapper";
  title: string;
  intro: string;
  content: string;
  more_label: string;
  less_label: string;
};

export type Block =
  | HeroBlock
  | ParagraphBlock
  | TextImageBlock
  | ArticleBodyBlock
  | CustomFiltersBlock
  | FeaturedNewsBlock
  | DuoNewsBlock
  | SocietiesBlock
  | MembersListBlock
  | BricksBlock
  | ImageLinkBlock
  | CounterBlock
  | TestimoniesBlock
  | CarouselBlock
  | PushBlockBlock
  | GridSectionBlock
  | FloatingLinksBlock
  | KeyNumbersBlock
  | ImageFaqBlock
  | FaqListBlock
  | StickySocialBlock
  | PushLinkBlock
  | SimpleQuoteBlock
  | TeamMemberCardBlock
  | ReadMoreLinkedArticleBlock
  | ReadMoreWrapperBlock;

/** Every layout name the demo content uses. */
export const LAYOUTS: readonly Block["acf_fc_layout"][] = [
  "hero",
  "paragraph",
  "text_image",
  "article_body",
  "bricks",
  "image_link",
  "counter",
  "testimonies",
  "carousel",
  "push_block",
  "grid_section",
  "floating_links",
  "key_numbers",
  "image_faq",
  "faq-list",
  "sticky_social",
  "sticky-social",
  "push_link",
  "simple-quote",
  "team-member-card",
  "read-more-linked-article",
  "read-more-wrapper",
  "custom_filters",
  "featured_news",
  "duo_news",
  "societies",
  "members-list",
];

/** A link to a path on the site ("/vivre/"), or to an external URL (opens in a new tab). */
export function link(title: string, pathOrUrl: string): AcfLink {
  return pathOrUrl.startsWith("/")
    ? { title, url: abs(pathOrUrl), target: "" }
    : { title, url: pathOrUrl, target: "_blank" };
}

export function hero(
  title: string,
  subtitle: string,
  image: AcfImage | false,
  primary?: AcfLink,
  secondary?: AcfLink,
): HeroBlock {
  return {
    acf_fc_layout: "hero",
    title,
    subtitle,
    image,
    primary_link: primary ?? "",
    secondary_link: secondary ?? "",
  };
}

export function paragraph(title: string, text: string): ParagraphBlock {
  return { acf_fc_layout: "paragraph", title, text };
}

export function textImage(
  title: string,
  text: string,
  image: AcfImage | false,
  imagePosition: "left" | "right",
  cta?: AcfLink,
): TextImageBlock {
  return { acf_fc_layout: "text_image", title, text, image, image_position: imagePosition, link: cta ?? "" };
}

export function articleBody(content: string): ArticleBodyBlock {
  return { acf_fc_layout: "article_body", content };
}

export function customFilters(title: string, text: string): CustomFiltersBlock {
  return { acf_fc_layout: "custom_filters", title, text };
}

export function featuredNews(
  title: string,
  text: string,
  kind: FeaturedNewsBlock["kind"],
  count: number,
  cta?: AcfLink,
): FeaturedNewsBlock {
  return { acf_fc_layout: "featured_news", title, text, kind, count, link: cta ?? "" };
}

/** `items`: ids of events to show (empty: the latest news and the next event). */
export function duoNews(title: string, items: number[], cta?: AcfLink): DuoNewsBlock {
  return { acf_fc_layout: "duo_news", title, items: items.length ? items : "", link: cta ?? "" };
}

/** `ids`: the societies to show, in order (empty: all of them). */
export function societies(title: string, text: string, ids: number[], cta?: AcfLink): SocietiesBlock {
  return { acf_fc_layout: "societies", title, text, societies: ids.length ? ids : "", link: cta ?? "" };
}

export function membersList(title: string, text: string, groupBy: "field" | "place"): MembersListBlock {
  return { acf_fc_layout: "members-list", title, text, group_by: groupBy };
}

// Optional fields as authors leave them: empty text "", empty image false, empty link "".
const txt = (value: string | undefined): string => value ?? "";
const img = (value: AcfImage | false | undefined): Img => value ?? false;
const lnk = (value: AcfLink | undefined): Lnk => value ?? "";

interface Card {
  title: string;
  text?: string;
  image?: AcfImage;
  link?: AcfLink;
}

export function bricks(title: string, intro: string, items: Card[]): BricksBlock {
  return {
    acf_fc_layout: "bricks",
    title,
    intro,
    bricks: items.map((item) => ({
      title: item.title,
      text: txt(item.text),
      image: img(item.image),
      link: lnk(item.link),
    })),
  };
}

export function imageLink(title: string, text: string, image: AcfImage, cta: AcfLink): ImageLinkBlock {
  return { acf_fc_layout: "image_link", title, text, image, link: cta };
}

export function counter(
  title: string,
  intro: string,
  counters: { value: number; label: string; prefix?: string; suffix?: string }[],
): CounterBlock {
  return {
    acf_fc_layout: "counter",
    title,
    intro,
    counters: counters.map((c) => ({ value: c.value, prefix: txt(c.prefix), suffix: txt(c.suffix), label: c.label })),
  };
}

export function testimonies(
  title: string,
  items: { quote: string; name: string; role?: string; image?: AcfImage }[],
): TestimoniesBlock {
  return {
    acf_fc_layout: "testimonies",
    title,
    testimonies: items.map((item) => ({
      quote: item.quote,
      name: item.name,
      role: txt(item.role),
      image: img(item.image),
    })),
  };
}

export function carousel(title: string, intro: string, slides: (Card & { image: AcfImage })[]): CarouselBlock {
  return {
    acf_fc_layout: "carousel",
    title,
    intro,
    slides: slides.map((slide) => ({
      image: slide.image,
      title: slide.title,
      text: txt(slide.text),
      link: lnk(slide.link),
    })),
  };
}

export function pushBlock(fields: {
  kicker?: string;
  title: string;
  text?: string;
  image?: AcfImage;
  link?: AcfLink;
  theme?: "navy" | "gold" | "pale";
}): PushBlockBlock {
  return {
    acf_fc_layout: "push_block",
    kicker: txt(fields.kicker),
    title: fields.title,
    text: txt(fields.text),
    image: img(fields.image),
    link: lnk(fields.link),
    theme: fields.theme ?? "navy",
  };
}

export function gridSection(title: string, intro: string, columns: 2 | 3 | 4, items: Card[]): GridSectionBlock {
  return {
    acf_fc_layout: "grid_section",
    title,
    intro,
    columns: String(columns) as "2" | "3" | "4",
    items: items.map((item) => ({
      image: img(item.image),
      title: item.title,
      text: txt(item.text),
      link: lnk(item.link),
    })),
  };
}

export function floatingLinks(title: string, links: AcfLink[]): FloatingLinksBlock {
  return { acf_fc_layout: "floating_links", title, links: links.map((l) => ({ link: l })) };
}

export function keyNumbers(
  title: string,
  text: string,
  numbers: { number: string; label: string; detail?: string }[],
): KeyNumbersBlock {
  return {
    acf_fc_layout: "key_numbers",
    title,
    text,
    numbers: numbers.map((n) => ({ number: n.number, label: n.label, detail: txt(n.detail) })),
  };
}

export function imageFaq(title: string, intro: string, image: AcfImage, questions: FaqRow[]): ImageFaqBlock {
  return { acf_fc_layout: "image_faq", title, intro, image, questions };
}

export function faqList(title: string, intro: string, questions: FaqRow[]): FaqListBlock {
  return { acf_fc_layout: "faq-list", title, intro, questions };
}

/** The same layout under its two names: "sticky_social" (default) or "sticky-social". */
export function stickySocial(
  title: string,
  text: string,
  networks: { network: SocialNetwork; url: string }[],
  name: "sticky_social" | "sticky-social" = "sticky_social",
): StickySocialBlock {
  return { acf_fc_layout: name, title, text, networks };
}

export function pushLink(title: string, text: string, cta: AcfLink): PushLinkBlock {
  return { acf_fc_layout: "push_link", title, text, link: cta };
}

export function simpleQuote(quote: string, author?: string, role?: string, image?: AcfImage): SimpleQuoteBlock {
  return { acf_fc_layout: "simple-quote", quote, author: txt(author), role: txt(role), image: img(image) };
}

export function teamMemberCard(
  title: string,
  intro: string,
  members: { name: string; jobTitle?: string; text?: string; photo?: AcfImage; email?: string; link?: AcfLink }[],
): TeamMemberCardBlock {
  return {
    acf_fc_layout: "team-member-card",
    title,
    intro,
    members: members.map((m) => ({
      photo: img(m.photo),
      name: m.name,
      job_title: txt(m.jobTitle),
      text: txt(m.text),
      email: txt(m.email),
      link: lnk(m.link),
    })),
  };
}

export function readMoreLinkedArticle(fields: {
  label?: string;
  title: string;
  text?: string;
  image?: AcfImage;
  link: AcfLink;
}): ReadMoreLinkedArticleBlock {
  return {
    acf_fc_layout: "read-more-linked-article",
    label: txt(fields.label),
    title: fields.title,
    text: txt(fields.text),
    image: img(fields.image),
    link: fields.link,
  };
}

export function readMoreWrapper(
  title: string,
  intro: string,
  content: string,
  labels?: { more: string; less: string },
): ReadMoreWrapperBlock {
  return {
    acf_fc_layout: "read-more-wrapper",
    title,
    intro,
    content,
    more_label: labels?.more ?? "",
    less_label: labels?.less ?? "",
  };
}
