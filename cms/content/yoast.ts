// yoast_head_json as Yoast SEO builds it: title, description, robots, canonical, Open Graph,
// Twitter and the schema.org graph, all on the CMS host.

import type { Json, JsonObject } from "../lib/json.ts";
import { decodeEntities } from "../lib/texturize.ts";
import { isoUtc } from "../lib/time.ts";
import { imageInfo } from "./media.ts";
import type { MediaName } from "./media.ts";
import { MEDIA } from "./media-catalog.ts";
import { BCP47, LOCALE, ORIGIN, SITE_NAME, TAGLINE, langPrefix } from "./site.ts";
import type { Lang, PostType, WpPost } from "./site.ts";

export interface Crumb {
  name: string; // plain text
  url: string; // absolute
}

export interface SeoInput {
  lang: Lang;
  type: PostType;
  isFront: boolean;
  titleRendered: string;
  description: string;
  link: string;
  published: Date;
  modified: Date;
  image: MediaName;
  crumbs: Crumb[];
  words: number;
}

const SEPARATOR = " - ";
export const DEFAULT_SHARE_IMAGE: MediaName = "hero-confluence";

export const SOCIAL_PROFILES = [
  "https://www.linkedin.com/company/confluence-aura-demo",
  "https://www.instagram.com/confluence.aura.demo",
  "https://www.youtube.com/@confluence-aura-demo",
  "https://x.com/confluence_aura",
  "https://www.facebook.com/confluence.aura.demo",
];

function yoastTitle(titleRendered: string, lang: Lang, isFront: boolean): string {
  return isFront
    ? `${SITE_NAME}${SEPARATOR}${TAGLINE[lang].replace(/’/g, "&#8217;")}`
    : `${titleRendered}${SEPARATOR}${SITE_NAME}`;
}

export function buildYoast(input: SeoInput): JsonObject {
  const { lang, link } = input;
  const title = yoastTitle(input.titleRendered, lang, input.isFront);
  const image = imageInfo(input.image);
  const alt = MEDIA.find((m) => m.name === input.image)?.alt[lang] ?? "";
  const home = `${ORIGIN}${langPrefix(lang)}/`;
  const minutes = Math.max(1, Math.ceil(input.words / 200));
  const graph: Json[] = [
    {
      "@type": input.type === "events" ? ["WebPage", "ItemPage"] : "WebPage",
      "@id": link,
      url: link,
      name: decodeEntities(title),
      isPartOf: { "@id": `${home}#website` },
      primaryImageOfPage: { "@id": `${link}#primaryimage` },
      image: { "@id": `${link}#primaryimage` },
      thumbnailUrl: image.url,
      datePublished: isoUtc(input.published),
      dateModified: isoUtc(input.modified),
      description: input.description,
      breadcrumb: { "@id": `${link}#breadcrumb` },
      inLanguage: BCP47[lang],
      potentialAction: [{ "@type": "ReadAction", target: [link] }],
    },
    {
      "@type": "ImageObject",
      inLanguage: BCP47[lang],
      "@id": `${link}#primaryimage`,
      url: image.url,
      contentUrl: image.url,
      width: image.width,
      height: image.height,
      caption: alt,
    },
    {
      "@type": "BreadcrumbList",
      "@id": `${link}#breadcrumb`,
      itemListElement: input.crumbs.map((crumb, i): JsonObject =>
        i === input.crumbs.length - 1
          ? { "@type": "ListItem", position: i + 1, name: crumb.name }
          : { "@type": "ListItem", position: i + 1, name: crumb.name, item: crumb.url },
      ),
    },
    {
      "@type": "WebSite",
      "@id": `${home}#website`,
      url: home,
      name: SITE_NAME,
      description: TAGLINE[lang],
      publisher: { "@id": `${home}#organization` },
      potentialAction: [
        {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${home}?s={search_term_string}` },
          "query-input": {
            "@type": "PropertyValueSpecification",
            valueRequired: true,
            valueName: "search_term_string",
          },
        },
      ],
      inLanguage: BCP47[lang],
    },
    {
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: SITE_NAME,
      url: home,
      logo: {
        "@type": "ImageObject",
        inLanguage: BCP47[lang],
        "@id": `${home}#/schema/logo/image/`,
        url: imageInfo("logo-rhone-confluence").url,
        contentUrl: imageInfo("logo-rhone-confluence").url,
        width: 400,
        height: 400,
        caption: SITE_NAME,
      },
      image: { "@id": `${home}#/schema/logo/image/` },
      sameAs: SOCIAL_PROFILES,
    },
  ];
  return {
    title,
    description: input.description,
    robots: {
      index: "index",
      follow: "follow",
      "max-snippet": "max-snippet:-1",
      "max-image-preview": "max-image-preview:large",
      "max-video-preview": "max-video-preview:-1",
    },
    canonical: link,
    og_locale: LOCALE[lang],
    og_type: input.isFront ? "website" : "article",
    og_title: title,
    og_description: input.description,
    og_url: link,
    og_site_name: SITE_NAME,
    article_publisher: SOCIAL_PROFILES[4] ?? "",
    article_modified_time: isoUtc(input.modified),
    og_image: [{ width: image.width, height: image.height, url: image.url, type: "image/webp" }],
    twitter_card: "summary_large_image",
    twitter_site: "@confluence_aura",
    twitter_misc:
      lang === "fr"
        ? { "Durée de lecture estimée": `${minutes} minute${minutes > 1 ? "s" : ""}` }
        : { "Est. reading time": `${minutes} minute${minutes > 1 ? "s" : ""}` },
    schema: { "@context": "https://schema.org", "@graph": graph },
  };
}

/**
 * After an edit (admin PATCH), brings the fields Yoast derives from the post up to date: title,
 * canonical and og:url, modified time, and the WebPage node of the graph.
 */
export function refreshYoast(post: WpPost, isFront: boolean): void {
  const yoast = post.yoast_head_json;
  const title = yoastTitle(post.title.rendered, post.lang, isFront);
  const modified = isoUtc(new Date(`${post.modified_gmt}Z`));
  const oldLink = typeof yoast.canonical === "string" ? yoast.canonical : post.link;
  yoast.title = title;
  yoast.og_title = title;
  yoast.canonical = post.link;
  yoast.og_url = post.link;
  yoast.article_modified_time = modified;
  const schema = yoast.schema;
  if (schema && typeof schema === "object" && !Array.isArray(schema) && Array.isArray(schema["@graph"])) {
    const text = JSON.stringify(schema["@graph"]).split(oldLink).join(post.link);
    const graph = JSON.parse(text) as Json[];
    const page = graph[0];
    if (page && typeof page === "object" && !Array.isArray(page)) {
      page.name = decodeEntities(title);
      page.dateModified = modified;
    }
    schema["@graph"] = graph;
  }
}
