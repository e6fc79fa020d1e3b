// A page's Next.js metadata: Yoast's tags when WordPress has them, sensible defaults when not,
// one canonical URL on the site, and hreflang alternates from Polylang's translations.
import type { Metadata } from "next";
import { env } from "../../config/env.ts";
import { defaultLanguage, languages, locales, socialImage, type Language } from "../../config/site.ts";
import { mappingContext } from "../wordpress/context.ts";
import type { Page } from "../wordpress/types.ts";
import { documentTitle } from "./title.ts";
import { yoastToMetaTags } from "./yoast.ts";

export const defaultDescription: Record<Language, string> = {
  fr: "Le site de la communauté académique et professionnelle : vivre, étudier, investir et suivre l’actualité.",
  en: "The website of the academic and professional community: live, study, invest and follow the news.",
};

export const defaultSocialImagePath = "/social-default.png";

/** `translations` holds the path of the page in each language that has it; `siteName` is WordPress's (its options). */
export function pageMetadata(page: Pick<Page, "path" | "language" | "title" | "excerpt" | "seo">, translations: Partial<Record<Language, string>>, siteName: string): Metadata {
  const { siteUrl } = env();
  const tags = yoastToMetaTags(page.seo, mappingContext().links, siteUrl);
  const canonical = new URL(page.path, siteUrl).href.replace(/(?<=.)\/$/, "");
  const isHome = page.path === "/" || page.path === `/${page.language}`;
  const title = tags["title"] ?? documentTitle(isHome ? "" : page.title, siteName);
  const description = tags["description"] ?? (page.excerpt || defaultDescription[page.language]);
  const alternates: Record<string, string> = {};
  for (const language of languages) {
    const path = language === page.language ? page.path : translations[language];
    if (path) alternates[language] = new URL(path, siteUrl).href.replace(/(?<=.)\/$/, "");
  }
  const xDefault = alternates[defaultLanguage];
  if (xDefault && Object.keys(alternates).length > 1) alternates["x-default"] = xDefault;
  const image = tags["og:image"];
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages: alternates },
    openGraph: {
      type: tags["og:type"] === "article" ? "article" : "website",
      title: tags["og:title"] ?? title,
      description: tags["og:description"] ?? description,
      url: canonical,
      siteName: tags["og:site:name"] ?? siteName,
      locale: tags["og:locale"] ?? locales[page.language],
      // Yoast's image, or the site's default preview (public/social-default.png, scripts/generate-icons.ts).
      images: image
        ? [{ url: image, width: Number(tags["og:image:width"]) || undefined, height: Number(tags["og:image:height"]) || undefined }]
        : [{ url: new URL(defaultSocialImagePath, siteUrl).href, ...socialImage, alt: tags["og:site:name"] ?? siteName }],
    },
    twitter: { card: tags["twitter:card"] === "summary" ? "summary" : "summary_large_image" },
  };
}
