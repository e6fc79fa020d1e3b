// Assembles the whole demo content into WordPress REST objects: pages from the page tree, events,
// societies and site options. Dates are computed from `now` so the demo never goes stale.

import type { Json, JsonObject } from "../lib/json.ts";
import { plainText, renderText, texturize } from "../lib/texturize.ts";
import { acfDateTime, parisDayAt, wpGmt, wpLocal } from "../lib/time.ts";
import { link, paragraph } from "./blocks.ts";
import type { Block } from "./blocks.ts";
import { EVENTS, EVENT_WITHOUT_FIELDS, FIELDS, PLACES } from "./events.ts";
import type { EventDef, Field, Place } from "./events.ts";
import { a, h2, h3, html, p, strong, ul } from "./kit.ts";
import { kit } from "./kit.ts";
import { acfImage } from "./media.ts";
import type { MediaName } from "./media.ts";
import { buildOptions } from "./options.ts";
import { PAGE_TREE } from "./pages.ts";
import type { PageNode, PageVariant } from "./page-node.ts";
import { ANCHOR_PAGES, LANGS, ORIGIN, REST_BASE, abs, langPrefix } from "./site.ts";
import type { Content, Lang, PostStatus, PostType, StoredRevision, WpPost } from "./site.ts";
import { SOCIETIES } from "./societies.ts";
import { CHANGED_PAGE, DRAFT_PAGE, PENDING_EVENT, REVISION_IDS } from "./unpublished.ts";
import { DEFAULT_SHARE_IMAGE, buildYoast } from "./yoast.ts";
import type { Crumb } from "./yoast.ts";

export interface BuildOptions {
  now: Date;
  /** extra pages and events per language (CMS_SCALE) */
  scale: number;
}

const DAY = 86_400_000;

interface PostInput {
  id: number;
  type: PostType;
  lang: Lang;
  slug: string;
  /** site path with a trailing slash: "/", "/en/", "/vivre/se-deplacer/" */
  path: string;
  title: string;
  content: string;
  excerpt: string;
  published: Date;
  modified: Date;
  parent?: number;
  menuOrder?: number;
  acf: JsonObject | Json[];
  translations: Partial<Record<Lang, number>>;
  image: MediaName;
  /** breadcrumb from home down to this post (the last one is this post) */
  crumbs: Crumb[];
  isFront: boolean;
  /** default "publish" */
  status?: PostStatus;
  /** default 1 (the site's administrator) */
  author?: number;
}

/**
 * The `link` of a post: its pretty permalink once published; a draft or pending post has the
 * plain one (wp_force_plain_post_permalink()), with Polylang's language directory for English.
 */
function linkOf(input: PostInput): string {
  if ((input.status ?? "publish") === "publish") return abs(input.path);
  const query = input.type === "page" ? `?page_id=${input.id}` : `?post_type=${input.type}&p=${input.id}`;
  return abs(`${langPrefix(input.lang)}/${query}`);
}

function makePost(input: PostInput): WpPost {
  const base = REST_BASE[input.type];
  const link = linkOf(input);
  const title = renderText(input.title);
  const excerpt = `<p>${texturize(input.excerpt)}</p>\n`;
  const links: JsonObject = {
    self: [{ href: `${ORIGIN}/wp-json/wp/v2/${base}/${input.id}`, targetHints: { allow: ["GET"] } }],
    collection: [{ href: `${ORIGIN}/wp-json/wp/v2/${base}` }],
    about: [{ href: `${ORIGIN}/wp-json/wp/v2/types/${input.type}` }],
    author: [{ embeddable: true, href: `${ORIGIN}/wp-json/wp/v2/users/${input.author ?? 1}` }],
    ...(input.parent ? { up: [{ embeddable: true, href: `${ORIGIN}/wp-json/wp/v2/${base}/${input.parent}` }] } : {}),
    "wp:attachment": [{ href: `${ORIGIN}/wp-json/wp/v2/media?parent=${input.id}` }],
    curies: [{ name: "wp", href: "https://api.w.org/{rel}", templated: true }],
  };
  const post: WpPost = {
    id: input.id,
    date: wpLocal(input.published),
    date_gmt: wpGmt(input.published),
    guid: {
      rendered:
        input.type === "page"
          ? `${ORIGIN}/?page_id=${input.id}`
          : `${ORIGIN}/?post_type=${input.type}&#038;p=${input.id}`,
    },
    modified: wpLocal(input.modified),
    modified_gmt: wpGmt(input.modified),
    slug: input.slug,
    status: input.status ?? "publish",
    type: input.type,
    link,
    title: { rendered: title },
    content: { rendered: input.content, protected: false },
    excerpt: { rendered: excerpt, protected: false },
    author: input.author ?? 1,
    featured_media: 0,
    // pages carry parent and menu_order here, between featured_media and template
    ...(input.type === "page" ? { parent: input.parent ?? 0, menu_order: input.menuOrder ?? 0 } : {}),
    template: "",
    meta: [],
    acf: input.acf,
    lang: input.lang,
    translations: input.translations,
    yoast_head_json: {},
    _links: links,
  };
  post.yoast_head_json = buildYoast({
    lang: input.lang,
    type: input.type,
    isFront: input.isFront,
    titleRendered: title,
    description: plainText(input.excerpt),
    link,
    published: input.published,
    modified: input.modified,
    image: input.image,
    crumbs: input.crumbs,
    words: plainText(input.content).split(" ").length,
  });
  return post;
}

/** Fields that hold WYSIWYG HTML; every other string field is raw text. */
const HTML_FIELDS = new Set(["text", "content", "intro", "answer"]);
const HEADING_FIELDS = ["title", "question", "name"];
const TEXT_FIELDS = ["subtitle", "intro", "text", "content", "quote", "answer", "label", "number"];

function fieldHtml(key: string, value: string): string {
  return HTML_FIELDS.has(key) && value.trimStart().startsWith("<") ? value : `<p>${renderText(value)}</p>`;
}

/** The text of one block or repeater row: its heading, then its text fields, then its rows. */
function textOf(fields: Record<string, unknown>, heading: (text: string) => string, parts: string[]): void {
  for (const key of HEADING_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" && value) parts.push(heading(renderText(value)));
  }
  for (const key of TEXT_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" && value) parts.push(fieldHtml(key, value));
  }
  for (const value of Object.values(fields)) {
    if (!Array.isArray(value)) continue;
    for (const row of value)
      if (row && typeof row === "object" && !Array.isArray(row)) textOf(row as Record<string, unknown>, h3, parts);
  }
}

/** content.rendered of a block page: the blocks' titles and text, in order (the hero gives its subtitle only). */
function contentFromBlocks(blocks: Block[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.acf_fc_layout === "hero") {
      parts.push(`<p>${renderText(block.subtitle)}</p>`);
      continue;
    }
    textOf(block as unknown as Record<string, unknown>, h2, parts);
  }
  return parts.join("\n");
}

interface BuiltPage {
  post: WpPost;
  crumbs: Crumb[];
}

function buildPages(now: Date, scale: number): WpPost[] {
  const out: WpPost[] = [];
  const homeCrumb: Partial<Record<Lang, Crumb>> = {};
  let index = 0;
  const tree = scale > 0 ? [...PAGE_TREE, archivesNode(scale)] : PAGE_TREE;

  const visit = (node: PageNode, menuOrder: number, parents: Partial<Record<Lang, BuiltPage>>): void => {
    const built: Partial<Record<Lang, BuiltPage>> = {};
    const translations: Partial<Record<Lang, number>> = {};
    for (const lang of LANGS) if (node[lang]) translations[lang] = node[lang].id;
    const i = index++;
    for (const lang of LANGS) {
      const variant: PageVariant | undefined = node[lang];
      if (!variant) continue;
      const parent = parents[lang];
      const isFront = i === 0;
      const path = isFront
        ? `${langPrefix(lang)}/`
        : `${parent ? new URL(parent.post.link.replace(ORIGIN, "http://x")).pathname : `${langPrefix(lang)}/`}${variant.slug}/`;
      const k = kit(lang);
      const blocks = variant.blocks?.(k);
      const titleText = plainText(texturize(variant.title));
      const self: Crumb = { name: titleText, url: abs(path) };
      const crumbs = isFront ? [self] : [...(parent?.crumbs ?? [homeCrumb[lang] as Crumb]), self];
      if (isFront) homeCrumb[lang] = self;
      const published = new Date(now.getTime() - (420 - i * 4) * DAY);
      published.setUTCHours(8, (i * 7) % 60, 0, 0);
      const modified = new Date(now.getTime() - (3 + ((i * 5) % 40)) * DAY);
      modified.setUTCHours(13, (i * 11) % 60, 0, 0);
      const post = makePost({
        id: variant.id,
        type: "page",
        lang,
        slug: variant.slug,
        path,
        title: variant.title,
        content: variant.content?.(k) ?? contentFromBlocks(blocks ?? []),
        excerpt: variant.excerpt,
        published,
        modified,
        parent: parent?.post.id ?? 0,
        menuOrder,
        acf: blocks ? { blocks } : [],
        translations,
        image: node.image ?? DEFAULT_SHARE_IMAGE,
        crumbs,
        isFront,
      });
      out.push(post);
      built[lang] = { post, crumbs };
    }
    node.children?.forEach((child, order) => visit(child, order + 1, built));
  };
  tree.forEach((node, order) => visit(node, order, {}));
  return out;
}

/** CMS_SCALE: an "Archives" page with N children in each language. */
function archivesNode(scale: number): PageNode {
  const children: PageNode[] = Array.from({ length: scale }, (_, i) => ({
    fr: {
      id: 10_000 + i * 2,
      slug: `archive-${i + 1}`,
      title: `Archive n° ${i + 1}`,
      excerpt: `Compte rendu d'archive numéro ${i + 1} de la communauté Confluence.`,
      blocks: () => [
        paragraph(
          `Archive n° ${i + 1}`,
          html(
            p(
              `Ce compte rendu numéro ${i + 1} fait partie des archives de la communauté : anciennes actualités, bilans d'activité et documents de référence.`,
            ),
          ),
        ),
      ],
    },
    en: {
      id: 10_001 + i * 2,
      slug: `archive-${i + 1}`,
      title: `Archive no. ${i + 1}`,
      excerpt: `Archived report number ${i + 1} of the Confluence community.`,
      blocks: () => [
        paragraph(
          `Archive no. ${i + 1}`,
          html(
            p(
              `This report number ${i + 1} is part of the community's archives: past news, activity reports and reference documents.`,
            ),
          ),
        ),
      ],
    },
  }));
  return {
    fr: {
      id: 480,
      slug: "archives",
      title: "Archives",
      excerpt: "Les archives de la communauté : comptes rendus et anciennes actualités.",
      blocks: () => [
        paragraph(
          "Archives",
          html(p("Retrouvez ici les comptes rendus et les anciennes publications de la communauté.")),
        ),
      ],
    },
    en: {
      id: 481,
      slug: "archives",
      title: "Archives",
      excerpt: "The community's archives: reports and past news.",
      blocks: () => [paragraph("Archives", html(p("Find the community's reports and past publications here.")))],
    },
    children,
  };
}

const clock = (time: string | undefined, fallback: string): [number, number] => {
  const [h, m] = (time ?? fallback).split(":").map(Number);
  return [h ?? 0, m ?? 0];
};

const frDay = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Europe/Paris",
});
const enDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Europe/Paris",
});
const frHour = (h: number, m: number): string => (m ? `${h} h ${String(m).padStart(2, "0")}` : `${h} h`);
const enHour = (h: number, m: number): string => {
  const suffix = h < 12 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m ? `${h12}:${String(m).padStart(2, "0")} ${suffix}` : `${h12} ${suffix}`;
};

function eventContent(def: EventDef, lang: Lang, start: Date, end: Date): string {
  const t = def[lang];
  const place = PLACES[def.place][lang];
  const [sh, sm] = clock(def.start, "09:00");
  const [eh, em] = clock(def.end, "18:00");
  const now = lang === "fr" ? "/agenda/" : "/en/now/";
  if (def.type === "news") {
    return lang === "fr"
      ? html(
          p(t.summary),
          h2("Ce qu'il faut retenir"),
          ul(t.points),
          p(`Toutes les actualités de la communauté sont sur la page ${a(now, "Actualités & agenda")}.`),
        )
      : html(
          p(t.summary),
          h2("Key points"),
          ul(t.points),
          p(`All the community's news is on the ${a(now, "News & events")} page.`),
        );
  }
  const multi = (def.days ?? 0) > 0;
  if (lang === "fr") {
    const when = multi
      ? `du ${frDay.format(start)} au ${frDay.format(end)}, de ${frHour(sh, sm)} à ${frHour(eh, em)}`
      : `le ${frDay.format(start)}, de ${frHour(sh, sm)} à ${frHour(eh, em)}`;
    const access = def.registration
      ? "Gratuit, sur inscription."
      : "Entrée libre dans la limite des places disponibles.";
    return html(
      p(t.summary),
      h2("Au programme"),
      ul(t.points),
      h2("Infos pratiques"),
      p(`${strong("Quand :")} ${when}.<br>${strong("Où :")} ${place}.<br>${access}`),
      p(`Retrouvez tous les rendez-vous de la communauté dans ${a(now, "l'agenda")}.`),
    );
  }
  const when = multi
    ? `${enDay.format(start)} to ${enDay.format(end)}, ${enHour(sh, sm)} to ${enHour(eh, em)}`
    : `${enDay.format(start)}, ${enHour(sh, sm)} to ${enHour(eh, em)}`;
  const access = def.registration ? "Free, registration required." : "Free entry, subject to availability.";
  return html(
    p(t.summary),
    h2("Programme"),
    ul(t.points),
    h2("Practical information"),
    p(`${strong("When:")} ${when}.<br>${strong("Where:")} ${place}.<br>${access}`),
    p(`See every event of the community in ${a(now, "the calendar")}.`),
  );
}

function pageCrumbs(pages: WpPost[], ids: number[]): Crumb[] {
  return ids.map((id) => {
    const page = pages.find((p) => p.id === id);
    if (!page) throw new Error(`page ${id} missing`);
    return { name: plainText(page.title.rendered), url: page.link };
  });
}

const eventParents = (lang: Lang): number[] => [ANCHOR_PAGES.home[lang], ANCHOR_PAGES.now[lang]];
const societyParents = (lang: Lang): number[] => [
  ANCHOR_PAGES.home[lang],
  ANCHOR_PAGES.ecosystem[lang],
  ANCHOR_PAGES.members[lang],
];

interface EventDates {
  start: Date;
  end: Date;
  published: Date;
  modified: Date;
}

function eventDates(def: EventDef, i: number, now: Date): EventDates {
  const [sh, sm] = clock(def.start, "09:00");
  const [eh, em] = clock(def.end, "18:00");
  const start = parisDayAt(now, def.day, sh, sm);
  const end = parisDayAt(now, def.day + (def.days ?? 0), eh, em);
  const latest = parisDayAt(now, -1 - (i % 5), 9 + (i % 8), (i * 7) % 60);
  const published =
    def.type === "news"
      ? parisDayAt(now, def.day, 8 + (i % 4), (i * 13) % 60)
      : new Date(Math.min(start.getTime() - 30 * DAY, latest.getTime()));
  const modified = new Date(Math.min(published.getTime() + 2 * 3_600_000, now.getTime() - 60_000));
  return { start, end, published, modified };
}

/** One event or news item in both languages. */
function eventPosts(
  def: EventDef,
  dates: EventDates,
  pages: WpPost[],
  extra: { status?: PostStatus; author?: number } = {},
): WpPost[] {
  const { start, end, published, modified } = dates;
  return LANGS.map((lang) => {
    const t = def[lang];
    const path = `${langPrefix(lang)}/events/${t.slug}/`;
    const post: PostInput = {
      id: t.id,
      type: "events",
      lang,
      slug: t.slug,
      path,
      title: t.title,
      content: eventContent(def, lang, start, end),
      excerpt: t.summary,
      published,
      modified,
      acf: {
        type: def.type,
        start_date: def.type === "event" ? acfDateTime(start) : "",
        end_date: def.type === "event" ? acfDateTime(end) : "",
        place: PLACES[def.place][lang],
        field: FIELDS[def.field][lang],
        image: def.image ? acfImage(def.image, lang) : false,
        registration_link: def.registration
          ? link(
              lang === "fr" ? "S’inscrire" : "Register",
              `https://inscriptions.confluence-aura.example/${t.slug || t.id}`,
            )
          : "",
      },
      translations: { fr: def.fr.id, en: def.en.id },
      image: def.image || DEFAULT_SHARE_IMAGE,
      crumbs: [],
      isFront: false,
      ...extra,
    };
    post.crumbs = [
      ...pageCrumbs(pages, eventParents(lang)),
      { name: plainText(texturize(t.title)), url: linkOf(post) },
    ];
    return makePost(post);
  });
}

function buildEvents(now: Date, scale: number, pages: WpPost[]): WpPost[] {
  const out: WpPost[] = [];
  const all = [...EVENTS, ...archiveEvents(scale)];
  all.forEach((def, i) => out.push(...eventPosts(def, eventDates(def, i, now), pages)));
  // The one event without ACF fields: a French-only announcement.
  const lone = EVENT_WITHOUT_FIELDS;
  const published = parisDayAt(now, lone.day, 11, 20);
  const path = `/events/${lone.slug}/`;
  out.push(
    makePost({
      id: lone.id,
      type: "events",
      lang: "fr",
      slug: lone.slug,
      path,
      title: lone.title,
      content: html(...lone.body.map(p), p(`${a("/contact/", "Écrivez-nous")} pour rejoindre l'équipe.`)),
      excerpt: lone.summary,
      published,
      modified: published,
      acf: [],
      translations: { fr: lone.id },
      image: DEFAULT_SHARE_IMAGE,
      crumbs: [...pageCrumbs(pages, eventParents("fr")), { name: plainText(texturize(lone.title)), url: abs(path) }],
      isFront: false,
    }),
  );
  return out;
}

/** CMS_SCALE: N extra news items per language, older than the regular ones. */
function archiveEvents(scale: number): EventDef[] {
  const places = Object.keys(PLACES) as Place[];
  const fields = Object.keys(FIELDS) as Field[];
  return Array.from({ length: scale }, (_, i) => ({
    type: "news" as const,
    day: -(90 + i),
    place: places[i % places.length] as Place,
    field: fields[i % fields.length] as Field,
    image: false as const,
    fr: {
      id: 30_000 + i * 2,
      slug: `lettre-information-${i + 1}`,
      title: `Lettre d'information n° ${i + 1}`,
      summary: `La lettre d'information numéro ${i + 1} revient sur les projets, les recrutements et les événements de la communauté.`,
      points: ["Les nouveaux projets de recherche", "Les postes ouverts", "Les événements du mois"],
    },
    en: {
      id: 30_001 + i * 2,
      slug: `newsletter-${i + 1}`,
      title: `Newsletter no. ${i + 1}`,
      summary: `Newsletter number ${i + 1} looks back at the community's projects, hires and events.`,
      points: ["New research projects", "Open positions", "This month's events"],
    },
  }));
}

function buildSocieties(now: Date, pages: WpPost[]): WpPost[] {
  const out: WpPost[] = [];
  SOCIETIES.forEach((def, i) => {
    const published = new Date(now.getTime() - (600 - i * 9) * DAY);
    published.setUTCHours(9, (i * 17) % 60, 0, 0);
    const modified = new Date(now.getTime() - (20 + i * 3) * DAY);
    modified.setUTCHours(15, (i * 19) % 60, 0, 0);
    for (const lang of LANGS) {
      const t = def[lang];
      const path = `${langPrefix(lang)}/societies/${t.slug}/`;
      out.push(
        makePost({
          id: t.id,
          type: "societies",
          lang,
          slug: t.slug,
          path,
          title: t.title,
          content: html(
            ...t.body.map(p),
            p(a(def.website, lang === "fr" ? "Visiter le site web" : "Visit the website")),
          ),
          excerpt: t.summary,
          published,
          modified,
          acf: {
            logo: def.logo ? acfImage(def.logo, lang) : false,
            website: def.website,
            field: FIELDS[def.field][lang],
            place: PLACES[def.place][lang],
            members: def.members,
          },
          translations: { fr: def.fr.id, en: def.en.id },
          image: def.logo || DEFAULT_SHARE_IMAGE,
          crumbs: [...pageCrumbs(pages, societyParents(lang)), { name: plainText(texturize(t.title)), url: abs(path) }],
          isFront: false,
        }),
      );
    }
  });
  return out;
}

/** The draft page (never published): under its parent, with a plain link. */
function buildDraftPage(now: Date, pages: WpPost[]): WpPost {
  const def = DRAFT_PAGE.fr;
  const k = kit("fr");
  const blocks = def.blocks(k);
  const saved = parisDayAt(now, -DRAFT_PAGE.savedDaysAgo, 17, 42);
  const input: PostInput = {
    id: def.id,
    type: "page",
    lang: "fr",
    slug: def.slug,
    path: "",
    title: def.title,
    content: contentFromBlocks(blocks),
    excerpt: def.excerpt,
    published: saved,
    modified: saved,
    parent: DRAFT_PAGE.parent,
    menuOrder: DRAFT_PAGE.menuOrder,
    acf: { blocks },
    translations: { fr: def.id },
    image: DRAFT_PAGE.image,
    crumbs: [],
    isFront: false,
    status: "draft",
    author: DRAFT_PAGE.author,
  };
  input.crumbs = [
    ...pageCrumbs(pages, [ANCHOR_PAGES.home.fr, DRAFT_PAGE.parent]),
    { name: plainText(texturize(def.title)), url: linkOf(input) },
  ];
  return makePost(input);
}

/** The event pending review, in both languages. */
function buildPendingEvent(now: Date, pages: WpPost[]): WpPost[] {
  const saved = parisDayAt(now, -PENDING_EVENT.savedDaysAgo, 10, 5);
  const dates = { ...eventDates(PENDING_EVENT, 0, now), published: saved, modified: saved };
  return eventPosts(PENDING_EVENT, dates, pages, { status: "pending", author: PENDING_EVENT.author });
}

interface RevisionInput {
  id: number;
  /** when it was stored: its date and modified date */
  at: Date;
  autosave?: boolean;
  author?: number;
  /** raw title, when it differs from the post's */
  title?: string;
  /** the blocks, when they differ from the post's */
  blocks?: (blocks: Block[]) => Block[];
}

/**
 * A revision (or autosave) of a post, as WordPress stores it: the post's title, content and excerpt
 * at that time (and its ACF fields, which ACF copies to revisions), named "{id}-revision-v1" or
 * "{id}-autosave-v1", dated when it was stored.
 */
function revisionOf(post: WpPost, input: RevisionInput): StoredRevision {
  const acf = post.acf;
  const blocks =
    input.blocks && !Array.isArray(acf) && Array.isArray(acf.blocks)
      ? input.blocks(acf.blocks as unknown as Block[])
      : null;
  return {
    parentType: post.type,
    autosave: input.autosave ?? false,
    revision: {
      author: input.author ?? post.author,
      date: wpLocal(input.at),
      date_gmt: wpGmt(input.at),
      id: input.id,
      modified: wpLocal(input.at),
      modified_gmt: wpGmt(input.at),
      parent: post.id,
      slug: `${post.id}-${input.autosave ? "autosave" : "revision"}-v1`,
      guid: { rendered: `${ORIGIN}/?p=${input.id}` },
      title: { rendered: input.title === undefined ? post.title.rendered : renderText(input.title) },
      content: { rendered: blocks ? contentFromBlocks(blocks) : post.content.rendered },
      excerpt: { rendered: post.excerpt.rendered },
      meta: [],
      acf: blocks ? { ...(acf as JsonObject), blocks: blocks as unknown as Json[] } : structuredClone(acf),
      _links: { parent: [{ href: `${ORIGIN}/wp-json/wp/v2/${REST_BASE[post.type]}/${post.id}` }] },
    },
  };
}

const gmtDate = (post: WpPost, field: "date_gmt" | "modified_gmt"): Date => new Date(`${post[field]}Z`);

function buildRevisions(now: Date, pages: WpPost[], events: WpPost[]): StoredRevision[] {
  const find = (posts: WpPost[], id: number): WpPost => {
    const post = posts.find((p) => p.id === id);
    if (!post) throw new Error(`post ${id} missing`);
    return post;
  };
  const draft = find(pages, DRAFT_PAGE.fr.id);
  const changed = find(pages, CHANGED_PAGE.id);
  const out: StoredRevision[] = [
    revisionOf(draft, { id: REVISION_IDS.draftPage, at: gmtDate(draft, "modified_gmt") }),
    ...LANGS.map((lang) => {
      const event = find(events, PENDING_EVENT[lang].id);
      return revisionOf(event, { id: REVISION_IDS.pendingEvent[lang], at: gmtDate(event, "modified_gmt") });
    }),
    revisionOf(changed, {
      id: REVISION_IDS.changedPage.first,
      at: gmtDate(changed, "date_gmt"),
      title: CHANGED_PAGE.first.title,
      blocks: CHANGED_PAGE.first.blocks,
    }),
    revisionOf(changed, { id: REVISION_IDS.changedPage.latest, at: gmtDate(changed, "modified_gmt") }),
    revisionOf(changed, {
      id: REVISION_IDS.changedPage.autosave,
      at: new Date(now.getTime() - CHANGED_PAGE.autosavedMinutesAgo * 60_000),
      autosave: true,
      author: CHANGED_PAGE.author,
      title: CHANGED_PAGE.autosave.title,
      blocks: CHANGED_PAGE.autosave.blocks,
    }),
  ];
  return out;
}

export function buildContent({ now, scale }: BuildOptions): Content {
  const published = buildPages(now, scale);
  const pages = [...published, buildDraftPage(now, published)];
  const events = [...buildEvents(now, scale, published), ...buildPendingEvent(now, published)];
  return {
    pages,
    events,
    societies: buildSocieties(now, published),
    revisions: buildRevisions(now, pages, events),
    options: buildOptions(),
  };
}
