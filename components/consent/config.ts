// vanilla-cookieconsent's configuration for the configured third parties: opt-in, one category
// per third party besides the necessary one, refusing and accepting equally easy, the choice
// kept six months, and on withdrawal the third party's cookies erased and the page reloaded
// (a script already running cannot be unloaded).
import type { CookieConsentConfig, Translation } from "vanilla-cookieconsent";
import { languages, type Language } from "@/config/site.ts";
import type { ConsentCategory, ThirdParty } from "@/lib/security/third-parties.ts";
import { consentText } from "./messages.ts";

/** Name of the cookie that remembers the visitor's choice. */
export const consentCookieName = "cc_cookie";
/** How long a choice is remembered (the CNIL recommends asking again after about six months). */
export const consentDays = 182;

/** `_ga_*` → /^_ga_/ ; `_gid` → /^_gid$/ */
export function cookiePattern(name: string): RegExp {
  const escaped = name.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return escaped.endsWith("*") ? new RegExp(`^${escaped.slice(0, -1)}`) : new RegExp(`^${escaped}$`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The banner's text, its way to the preferences at its end: a button styled as a link, which the
 * library opens the preferences with (`data-cc`). Accept and refuse are the banner's only two
 * buttons, side by side, of equal weight.
 */
function bannerText(language: Language): NonNullable<Translation["consentModal"]> {
  const { description = "", showPreferencesBtn = "", ...banner } = consentText[language].banner;
  return {
    ...banner,
    description: `${escapeHtml(description)} <button type="button" class="cm__link" data-cc="show-preferencesModal">${escapeHtml(showPreferencesBtn)}</button>`,
  };
}

function translation(language: Language, thirdParties: readonly ThirdParty[]): Translation {
  const text = consentText[language];
  const { intro, necessaryTitle, necessary, ...buttons } = text.preferences;
  return {
    consentModal: bannerText(language),
    preferencesModal: {
      ...buttons,
      sections: [
        { description: intro },
        { title: necessaryTitle, description: necessary, linkedCategory: "necessary" },
        ...thirdParties.map((party) => ({
          title: text.categories[party.category].title,
          description: text.categories[party.category].description(party.vendor, party.cookies.join(", ")),
          linkedCategory: party.category,
        })),
      ],
    },
  };
}

export interface ConsentOptions {
  language: Language;
  thirdParties: readonly ThirdParty[];
  secure: boolean;
  /** Called with the categories the visitor accepts (on every page load once they have chosen, and on each change). */
  onAccepted: (categories: ConsentCategory[]) => void;
  /** Where the library puts its elements (the banner first in the page, as GOV.UK places its cookie banner). */
  root?: HTMLElement;
  /** Called with the banner's element once built, before it shows. */
  onBannerReady?: (banner: HTMLElement) => void;
  /** Called when the banner shows. */
  onBannerShown?: () => void;
}

export function consentConfig({
  language,
  thirdParties,
  secure,
  onAccepted,
  root,
  onBannerReady,
  onBannerShown,
}: ConsentOptions): CookieConsentConfig {
  const categories: CookieConsentConfig["categories"] = { necessary: { enabled: true, readOnly: true } };
  for (const party of thirdParties) {
    categories[party.category] = {
      enabled: false,
      autoClear: { cookies: party.cookies.map((name) => ({ name: cookiePattern(name) })), reloadPage: true },
    };
  }
  const accepted = (names: string[]) =>
    onAccepted(names.filter((name): name is ConsentCategory => name !== "necessary"));
  return {
    mode: "opt-in",
    autoShow: true,
    revision: 0,
    // Automated browsers and crawlers get the same choice as everyone (and load nothing without it).
    hideFromBots: false,
    disablePageInteraction: false,
    manageScriptTags: false,
    ...(root ? { root } : {}),
    cookie: { name: consentCookieName, sameSite: "Lax", secure, expiresAfterDays: consentDays },
    guiOptions: {
      consentModal: { layout: "box wide", position: "bottom left", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories,
    onModalReady: ({ modalName, modal }) => {
      if (modalName === "consentModal") onBannerReady?.(modal);
    },
    onModalShow: ({ modalName }) => {
      if (modalName === "consentModal") onBannerShown?.();
    },
    onConsent: ({ cookie }) => accepted(cookie.categories),
    onChange: ({ cookie }) => accepted(cookie.categories),
    language: {
      default: language,
      translations: Object.fromEntries(languages.map((code) => [code, translation(code, thirdParties)])),
    },
  };
}
