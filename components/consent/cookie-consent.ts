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

export interface BannerPlace {
  /** The element the library's elements go in (first in the page). */
  root: HTMLElement;
  /** Called when the banner shows (the page announces it). */
  onShown: () => void;
}

/**
 * The library builds its banner as a modal dialog that takes focus 100 ms after it shows and keeps
 * Tab inside it, while the page behind stays usable: half a dialog. The site's banner is not a
 * dialog: a labelled region, first in the page (reached by the first Tab, or from the landmarks),
 * announced politely, that leaves focus where the visitor is and lets Tab go on to the page.
 * (The preferences, opened by the visitor, stay the library's modal dialog, focus moved into it.)
 */
function asRegion(banner: HTMLElement): void {
  banner.setAttribute("role", "region");
  banner.removeAttribute("aria-modal");
  // The element the library focuses on showing (and when its opacity transition ends): out of
  // the page, the focus call does nothing.
  banner.querySelector(':scope > [tabindex="-1"]')?.remove();
  // Its Tab trap listens on the library's root, above the banner: Tab stops here and moves on as in the page.
  banner.addEventListener("keydown", (event) => {
    if (event.key === "Tab") event.stopPropagation();
  });
}

export async function startConsent(
  language: Language,
  thirdParties: readonly ThirdParty[],
  place: BannerPlace,
): Promise<void> {
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
      root: place.root,
      onBannerReady: asRegion,
      onBannerShown: place.onShown,
    }),
  );
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}
