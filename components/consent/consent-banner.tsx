"use client";
import { useEffect, useRef, useState } from "react";
import type { Language } from "@/config/site.ts";
import type { ThirdParty } from "@/lib/security/third-parties.ts";

interface Props {
  language: Language;
  thirdParties: ThirdParty[];
  /** What a screen reader hears, politely, when the banner shows. */
  announcement: string;
}

/**
 * Starts the consent banner once the page is interactive, in this element, first in the page:
 * the library's elements go in it, after a polite live region that announces the banner when it
 * shows (focus stays where the visitor is: cookie-consent.ts).
 */
export function ConsentBanner({ language, thirdParties, announcement }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let active = true;
    void import("./cookie-consent.ts").then(({ startConsent }) => {
      if (active) return startConsent(language, thirdParties, { root: element, onShown: () => setShown(true) });
    });
    return () => {
      active = false;
    };
  }, [language, thirdParties]);
  return (
    <div ref={root}>
      {/* A polite live region, without the status role: the page's own status messages (the
          contact form's) stay the only "status" there is. */}
      <p aria-live="polite" className="visually-hidden">
        {shown ? announcement : null}
      </p>
    </div>
  );
}
