// The 404 page inside a language's layout: the language's 404 address (`/fr/~404`, where proxy.ts
// sends unknown addresses; lib/routing/framework-paths.ts), rendered as a page and kept by Next like
// one, and the boundary of a page deleted since the proxy's route table was read. The same body as
// app/global-not-found.tsx.
import type { Metadata } from "next";
import { DegradedMark } from "@/components/layout/degraded-mark.tsx";
import { NotFoundContent } from "@/components/errors/not-found-content.tsx";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";
import { getContactPath } from "@/lib/wordpress/pages.ts";

/** The 404 page's title and robots tag. */
export async function notFoundMetadata(language: Language): Promise<Metadata> {
  const { siteName } = await getSiteOptionsOrDefaults();
  return { title: documentTitle(t(language).notFoundTitle, siteName), robots: { index: false } };
}

/** The 404 page's body: the message, what to do, the main sections. */
export async function NotFoundBody({ language }: { language: Language }) {
  const options = await getSiteOptionsOrDefaults();
  return (
    <>
      <NotFoundContent
        language={language}
        menu={options.menu[language]}
        contactPath={await getContactPath(language).catch(() => null)}
      />
      <DegradedMark />
    </>
  );
}

/** A not-found boundary cannot export metadata: its title and robots tag are in its markup. */
export function notFoundBoundary(language: Language) {
  return async function NotFound() {
    const options = await getSiteOptionsOrDefaults();
    return (
      <>
        <title>{documentTitle(t(language).notFoundTitle, options.siteName)}</title>
        <meta name="robots" content="noindex" />
        <NotFoundBody language={language} />
      </>
    );
  };
}
