import type { ReactNode } from "react";
import { connection } from "next/server";
import { SiteDocument } from "@/components/layout/site-document.tsx";
import type { Language } from "@/config/site.ts";
import { getSiteOptions } from "@/lib/wordpress/options.ts";
import "@/styles/global.css";

interface Props {
  children: ReactNode;
  /** The header's language switch, from the `@alternate` slot (layouts do not see the path). */
  alternate: ReactNode;
}

/** The root layout of a language's tree (`app/fr`, `app/en`). */
export function languageLayout(language: Language) {
  return async function LanguageLayout({ children, alternate }: Props) {
    // Every page carries its request's CSP nonce (proxy.ts), so it renders per request; the
    // WordPress data it needs stays in Next's data cache (README, "Security headers").
    await connection();
    return (
      <SiteDocument language={language} options={await getSiteOptions()} languageSwitch={alternate}>
        {children}
      </SiteDocument>
    );
  };
}
