"use client";
import { useEffect } from "react";
import type { Language } from "@/config/site.ts";
import type { ThirdParty } from "@/lib/security/third-parties.ts";

interface Props {
  language: Language;
  thirdParties: ThirdParty[];
}

/** Starts the consent banner once the page is interactive; renders nothing itself. */
export function ConsentBanner({ language, thirdParties }: Props) {
  useEffect(() => {
    let active = true;
    void import("./cookie-consent.ts").then(({ startConsent }) => {
      if (active) return startConsent(language, thirdParties);
    });
    return () => {
      active = false;
    };
  }, [language, thirdParties]);
  return null;
}
