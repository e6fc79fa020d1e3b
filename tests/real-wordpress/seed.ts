// The seed of the test WordPress: the embedded CMS's content (cms/content/, the same pages,
// events, news, societies, options and blocks) as the raw values an editor types into WordPress,
// written as JSON for seed.php. Ids are kept (wp_insert_post's `import_id`), so PAGE_ID_* and the
// contact form ids are the demo's.
import { decode } from "html-entities";
import { buildContent } from "../../cms/content/build.ts";
import { ORIGIN, POST_TYPES } from "../../cms/content/site.ts";
import type { WpPost } from "../../cms/content/site.ts";

export interface SeedPost {
  id: number;
  type: string;
  status: string;
  slug: string;
  parent: number;
  menu_order: number;
  date: string;
  date_gmt: string;
  title: string;
  content: string;
  excerpt: string;
  lang: string;
  translations: Record<string, number>;
  acf: unknown;
  /** What Yoast SEO stores and derives for the post (description, social image, schema graph). */
  yoast: unknown;
}

export interface Seed {
  posts: SeedPost[];
  options: unknown;
  forms: Array<{ id: number; title: string; locale: string }>;
}

/** Raw text from `rendered` HTML: WordPress renders it again (wptexturize, wpautop). */
const raw = (rendered: string): string => decode(rendered.replace(/<\/?p>/g, "").trim());

/** The seed, its absolute URLs on `origin` (the test WordPress's address). */
export function buildSeed(origin: string, now = new Date()): Seed {
  const content = buildContent({ now, scale: 0 });
  const post = (p: WpPost): SeedPost => ({
    id: p.id,
    type: p.type,
    status: p.status,
    // A draft or pending post has no slug until published; the demo's author typed one for 2401.
    slug: p.slug,
    parent: p.parent ?? 0,
    menu_order: p.menu_order ?? 0,
    date: p.date,
    date_gmt: p.date_gmt,
    title: decode(p.title.rendered),
    content: p.content.rendered,
    excerpt: raw(p.excerpt.rendered),
    lang: p.lang,
    translations: p.translations as Record<string, number>,
    acf: p.acf,
    yoast: p.yoast_head_json,
  });
  const posts = POST_TYPES.flatMap((type) =>
    (type === "page" ? content.pages : type === "events" ? content.events : content.societies).map(post),
  );
  // Parents before children: WordPress builds a page's link from its parent's.
  posts.sort((a, b) => a.id - b.id);
  const seed: Seed = {
    posts,
    options: content.options,
    forms: [
      { id: 501, title: "Contact (FR)", locale: "fr_FR" },
      { id: 502, title: "Contact (EN)", locale: "en_US" },
    ],
  };
  return JSON.parse(JSON.stringify(seed).split(ORIGIN).join(origin)) as Seed;
}
