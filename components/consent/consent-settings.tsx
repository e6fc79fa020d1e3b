import { env } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { configuredThirdParties } from "@/lib/security/third-parties.ts";
import { ConsentSettingsButton } from "./consent-settings-button.tsx";
import { consentText } from "./messages.ts";

/** The footer's way back to the consent choices (only when there is something to choose). */
export function ConsentSettings({ language }: { language: Language }) {
  if (configuredThirdParties(env()).length === 0) return null;
  return <ConsentSettingsButton label={consentText[language].settings} />;
}
