import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactSection, isContactPage } from "@/components/contact/contact-section.tsx";
import { PageView } from "@/components/content/page-view.tsx";
import { defaultLanguage, type Language } from "@/config/site.ts";
import { isPlausiblePath } from "@/lib/routing/canonical.ts";
import { pageMetadata } from "@/lib/seo/metadata.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { getFixedPage, getPageByPath, getPageSummaries, translationPaths } from "@/lib/wordpress/pages.ts";
import type { Page } from "@/lib/wordpress/types.ts";

interface Props {
  params: Promise<{ path?: string[] }>;
}

async function resolve(language: Language, path: string[] | undefined): Promise<Page | null> {
  if (!path || path.length === 0) return getFixedPage("home", language);
  const wanted = sitePath(language, path);
  return isPlausiblePath(wanted) ? getPageByPath(language, wanted) : null;
}

/** The catch-all content route of a language's tree: prerendered paths, metadata and the page. */
export function contentRoute(language: Language) {
  return {
    async generateStaticParams(): Promise<Array<{ path: string[] }>> {
      try {
        const pages = await getPageSummaries(language);
        return pages.map((page) => ({ path: page.path.split("/").filter(Boolean).slice(language === defaultLanguage ? 0 : 1) }));
      } catch (error) {
        console.warn(`[build] pages of "${language}" not prerendered; they will render on first request (${error instanceof Error ? error.message : error})`);
        return [];
      }
    },

    async generateMetadata({ params }: Props): Promise<Metadata> {
      const page = await resolve(language, (await params).path);
      return page ? pageMetadata(page, await translationPaths(page)) : {};
    },

    async ContentPage({ params }: Props) {
      const page = await resolve(language, (await params).path);
      // The proxy sends unknown paths to the 404 page before they get here; this is the
      // fallback for a page deleted since the proxy's page index was last refreshed.
      if (!page) notFound();
      return (
        <>
          <PageView page={page} />
          {isContactPage(page) ? <ContactSection page={page} /> : null}
        </>
      );
    },
  };
}
