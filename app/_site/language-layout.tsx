import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/site-document.tsx";
import type { Language } from "@/config/site.ts";
import { getSiteOptions } from "@/lib/wordpress/options.ts";
import { getContactPath } from "@/lib/wordpress/pages.ts";
import "@/styles/global.css";

interface Props {
  children: ReactNode;
  /** The header's language switch, from the `@alternate` slot (layouts do not see the path). */
  alternate: ReactNode;
}

/** The root layout of a language's tree (`app/fr`, `app/en`). */
export function languageLayout(language: Language) {
  return async function LanguageLayout({ children, alternate }: Props) {
    // Rendered once per content version and served from the cache (docs/operations/caching.md).
    // The menu's contact link is a convenience: without the route table the page renders without it.
    const [options, contactPath] = await Promise.all([getSiteOptions(), getContactPath(language).catch(() => null)]);
    return (
      <SiteDocument language={language} options={options} contactPath={contactPath} languageSwitch={alternate}>
        {children}
      </SiteDocument>
    );
  };
}
