// Interface text of the content blocks, in both languages (the content itself comes from WordPress).
import type { Language } from "../../config/site.ts";
import { typesetAll } from "./typography.ts";

const fr = {
  previous: "Précédent",
  next: "Suivant",
  /** {index} and {total} are filled in by the slider. */
  slideOf: "{index} sur {total}",
  /** When several slides show at once; {first}, {last} and {total} are filled in by the slider. */
  slidesOf: "{first} à {last} sur {total}",
  slides: "Diaporama",
  testimonies: "Témoignages",
  readAlso: "À lire aussi",
  readMore: "Lire la suite",
  readLess: "Réduire",
  /** The hidden start of a team member's e-mail link, read before the address. */
  emailTo: (name: string) => `Écrire à ${name} :`,
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  backToTop: "Haut de page",
};

export type BlockMessages = typeof fr;

const en: BlockMessages = {
  previous: "Previous",
  next: "Next",
  slideOf: "{index} of {total}",
  slidesOf: "{first} to {last} of {total}",
  slides: "Slideshow",
  testimonies: "Testimonies",
  readAlso: "Read also",
  readMore: "Read more",
  readLess: "Read less",
  emailTo: (name: string) => `Write to ${name}:`,
  opensInNewTab: "(opens in a new tab)",
  backToTop: "Back to top",
};

// Typeset once here (lib/i18n/typography.ts): the strings above are written plainly.
const messages: Record<Language, BlockMessages> = { fr: typesetAll(fr, "fr"), en: typesetAll(en, "en") };

export function blockText(language: Language): BlockMessages {
  return messages[language];
}
