// The 404 inside a language's layout (content deleted since the proxy's route table was read):
// the same body as app/global-not-found.tsx, with the title and robots tag it cannot export.
import { DegradedMark } from "@/components/layout/degraded-mark.tsx";
import { NotFoundContent } from "@/components/errors/not-found-content.tsx";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";
import { getContactPath } from "@/lib/wordpress/pages.ts";

export function notFoundBoundary(language: Language) {
  return async function NotFound() {
    const options = await getSiteOptionsOrDefaults();
    return (
      <>
        <title>{documentTitle(t(language).notFoundTitle, options.siteName)}</title>
        <meta name="robots" content="noindex" />
        <NotFoundContent
          language={language}
          menu={options.menu[language]}
          contactPath={await getContactPath(language).catch(() => null)}
        />
        <DegradedMark />
      </>
    );
  };
}
