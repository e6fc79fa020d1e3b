import { env } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { configuredThirdParties } from "@/lib/security/third-parties.ts";
import { ConsentBanner } from "./consent-banner.tsx";

/** The consent banner, when a third party is configured (with none, there is nothing to ask). */
export function ConsentManager({ language }: { language: Language }) {
  const thirdParties = configuredThirdParties(env());
  if (thirdParties.length === 0) return null;
  return <ConsentBanner language={language} thirdParties={thirdParties} />;
}
