// The consent library, its stylesheet and the loaders, fetched by the browser after the page is
// interactive (none of it is needed to read the page).
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import type { Language } from "@/config/site.ts";
import type { ThirdParty } from "@/lib/security/third-parties.ts";
import { consentConfig } from "./config.ts";
import { loadThirdParty } from "./loaders.ts";

let started = false;

export async function startConsent(language: Language, thirdParties: readonly ThirdParty[]): Promise<void> {
  if (started) {
    await CookieConsent.setLanguage(language);
    return;
  }
  started = true;
  await CookieConsent.run(
    consentConfig({
      language,
      thirdParties,
      secure: location.protocol === "https:",
      onAccepted: (categories) => {
        for (const party of thirdParties) if (categories.includes(party.category)) loadThirdParty(party);
      },
    }),
  );
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}
