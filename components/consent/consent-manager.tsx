import { env } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { configuredThirdParties } from "@/lib/security/third-parties.ts";
import { ConsentBanner } from "./consent-banner.tsx";
import { consentText } from "./messages.ts";

/**
 * The consent banner, when a third party is configured (with none, there is nothing to ask):
 * first in the page, before the skip link, as GOV.UK places its cookie banner.
 */
export function ConsentManager({ language }: { language: Language }) {
  const thirdParties = configuredThirdParties(env());
  if (thirdParties.length === 0) return null;
  const { title, description } = consentText[language].banner;
  return <ConsentBanner language={language} thirdParties={thirdParties} announcement={`${title}. ${description}`} />;
}
