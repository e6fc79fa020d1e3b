// A page's Next.js metadata: Yoast's tags when WordPress has them, sensible defaults when not,
// one canonical URL on the site, and hreflang alternates from Polylang's translations. Every
// scalar Yoast gives becomes its tag (SPEC.md §3): those Next.js knows through its fields (title,
// description, Open Graph and its article times, Twitter, author), any other as a meta tag of
// that name.
import type { Metadata } from "next";
import { env } from "../../config/env.ts";
import { defaultLanguage, languages, locales, socialImage, type Language } from "../../config/site.ts";
import { mappingContext } from "../wordpress/context.ts";
import type { Page } from "../wordpress/types.ts";
import { documentTitle } from "./title.ts";
import { yoastToMetaTags, type MetaTags } from "./yoast.ts";

export const defaultDescription: Record<Language, string> = {
  fr: "Le site de la communauté académique et professionnelle : vivre, étudier, investir et suivre l’actualité.",
  en: "The website of the academic and professional community: live, study, invest and follow the news.",
};

export const defaultSocialImagePath = "/social-default.png";

/** The tags given through Next's own metadata fields below; every other one is a `<meta name>` of its own. */
const fieldTags = new Set([
  "title",
  "description",
  "canonical",
  "og:locale",
  "og:type",
  "og:title",
  "og:description",
  "og:url",
  "og:site_name",
  "og:image",
  "og:image:width",
  "og:image:height",
  "article:published_time",
  "article:modified_time",
  "article:expiration_time",
  "article:author",
  "article:section",
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:site",
  "twitter:creator",
  "author",
]);

/** `translations` holds the path of the page in each language that has it; `siteName` is WordPress's (its options). */
export function pageMetadata(
  page: Pick<Page, "path" | "language" | "title" | "excerpt" | "seo">,
  translations: Partial<Record<Language, string>>,
  siteName: string,
): Metadata {
  const { siteUrl } = env();
  const tags = yoastToMetaTags(page.seo, mappingContext().links, siteUrl);
  const canonical = new URL(page.path, siteUrl).href.replace(/(?<=.)\/$/, "");
  const isHome = page.path === "/" || page.path === `/${page.language}`;
  const title = tags["title"] ?? documentTitle(isHome ? "" : page.title, siteName);
  const description = tags["description"] ?? (page.excerpt || defaultDescription[page.language]);
  const alternates = alternateLinks(page, translations, siteUrl);
  const isArticle = tags["og:type"] === "article";
  const other = Object.fromEntries(
    Object.entries(tags).filter(([name]) => !fieldTags.has(name) || (!isArticle && name.startsWith("article:"))),
  );
  return {
    title: { absolute: title },
    description,
    ...(tags["author"] ? { authors: [{ name: tags["author"] }] } : {}),
    alternates: { canonical, languages: alternates },
    openGraph: {
      title: tags["og:title"] ?? title,
      description: tags["og:description"] ?? description,
      url: canonical,
      siteName: tags["og:site_name"] ?? siteName,
      locale: tags["og:locale"] ?? locales[page.language],
      images: openGraphImages(tags, siteUrl, siteName),
      ...(isArticle ? { type: "article", ...articleTimes(tags) } : { type: "website" }),
    },
    twitter: twitterCard(tags),
    ...(Object.keys(other).length > 0 ? { other } : {}),
  };
}

/** The page's address in each language that has it, and x-default (the default language's) when there are several. */
function alternateLinks(
  page: Pick<Page, "path" | "language">,
  translations: Partial<Record<Language, string>>,
  siteUrl: string,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const language of languages) {
    const path = language === page.language ? page.path : translations[language];
    if (path) alternates[language] = new URL(path, siteUrl).href.replace(/(?<=.)\/$/, "");
  }
  const xDefault = alternates[defaultLanguage];
  if (xDefault && Object.keys(alternates).length > 1) alternates["x-default"] = xDefault;
  return alternates;
}

/** Yoast's image, or the site's default preview (public/social-default.png, scripts/generate-icons.ts). */
function openGraphImages(tags: MetaTags, siteUrl: string, siteName: string) {
  const image = tags["og:image"];
  if (image)
    return [
      {
        url: image,
        width: Number(tags["og:image:width"]) || undefined,
        height: Number(tags["og:image:height"]) || undefined,
      },
    ];
  return [
    { url: new URL(defaultSocialImagePath, siteUrl).href, ...socialImage, alt: tags["og:site_name"] ?? siteName },
  ];
}

/** The Twitter (X) card: Yoast's fields where it gives them. */
function twitterCard(tags: MetaTags) {
  return {
    card: tags["twitter:card"] === "summary" ? ("summary" as const) : ("summary_large_image" as const),
    ...(tags["twitter:title"] ? { title: tags["twitter:title"] } : {}),
    ...(tags["twitter:description"] ? { description: tags["twitter:description"] } : {}),
    ...(tags["twitter:image"] ? { images: [tags["twitter:image"]] } : {}),
    ...(tags["twitter:site"] ? { site: tags["twitter:site"] } : {}),
    ...(tags["twitter:creator"] ? { creator: tags["twitter:creator"] } : {}),
  };
}

/** An article's Open Graph times, author and section (`article:modified_time`…), as Yoast gives them. */
function articleTimes(tags: MetaTags) {
  return {
    ...(tags["article:published_time"] ? { publishedTime: tags["article:published_time"] } : {}),
    ...(tags["article:modified_time"] ? { modifiedTime: tags["article:modified_time"] } : {}),
    ...(tags["article:expiration_time"] ? { expirationTime: tags["article:expiration_time"] } : {}),
    ...(tags["article:author"] ? { authors: [tags["article:author"]] } : {}),
    ...(tags["article:section"] ? { section: tags["article:section"] } : {}),
  };
}
