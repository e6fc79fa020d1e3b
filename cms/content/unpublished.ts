// Content editors have not published yet, for editor preview: a draft page, an event pending
// review (both languages) and an autosave of a published page. Anonymous requests never see any
// of it (lib/collection.ts, lib/revisions.ts); the preview user (lib/auth.ts) does.
//
// Ids are above every published post, as a WordPress gives them to posts created later.

import { keyNumbers, link, paragraph, textImage } from "./blocks.ts";
import type { Block, ParagraphBlock } from "./blocks.ts";
import type { EventDef } from "./events.ts";
import { html, p } from "./kit.ts";
import type { PageVariant } from "./page-node.ts";

/** A French page saved as a draft, never published, with blocks. Its slug was typed in the editor. */
export const DRAFT_PAGE = {
  /** Investir (173) */
  parent: 173,
  menuOrder: 3,
  image: "card-territoires",
  /** the editor who wrote it */
  author: 2,
  /** days ago it was last saved */
  savedDaysAgo: 1,
  fr: {
    id: 2401,
    slug: "territoires-d-innovation",
    title: "Territoires d'innovation 2027",
    excerpt: "Un nouvel appel à projets pour les villes moyennes qui accueillent laboratoires et entreprises.",
    blocks: (k) => [
      paragraph(
        "Un appel à projets pour 2027",
        html(
          p(
            "La communauté lance un programme pour aider les villes moyennes de la région à accueillir des laboratoires, des plateformes techniques et des entreprises innovantes.",
          ),
        ),
      ),
      keyNumbers("Le programme en chiffres", html(p("Trois années d'accompagnement pour les territoires lauréats.")), [
        { number: "12", label: "territoires lauréats" },
        { number: "40 M€", label: "d'aides à l'investissement", detail: "sur trois ans" },
        { number: "2027", label: "premiers projets" },
      ]),
      textImage(
        "Comment candidater",
        html(
          p(
            "Les collectivités déposent un dossier commun avec au moins un établissement et une entreprise du territoire.",
          ),
        ),
        k.img("card-territoires"),
        "right",
        link("Nous écrire", "/contact/"),
      ),
    ],
  } satisfies PageVariant,
};

/** An event a contributor submitted for review (status "pending"), in both languages, without a slug yet. */
export const PENDING_EVENT: EventDef & { author: number; savedDaysAgo: number } = {
  type: "event",
  day: 45,
  start: "14:00",
  end: "17:30",
  place: "grenoble",
  field: "environment",
  image: "card-empreinte",
  registration: true,
  author: 3,
  savedDaysAgo: 2,
  fr: {
    id: 2410,
    slug: "",
    title: "Atelier : mesurer l'empreinte carbone d'un laboratoire",
    summary:
      "Une après-midi pour apprendre à mesurer, puis réduire, l'empreinte carbone des activités de recherche, avec les équipes qui l'ont déjà fait.",
    points: [
      "Les méthodes de mesure adaptées à la recherche",
      "Retours d'expérience de trois laboratoires",
      "Atelier pratique sur vos propres données",
    ],
  },
  en: {
    id: 2411,
    slug: "",
    title: "Workshop: measuring a laboratory's carbon footprint",
    summary:
      "An afternoon to learn how to measure, then reduce, the carbon footprint of research, with the teams who have already done it.",
    points: [
      "Measurement methods suited to research",
      "Lessons from three laboratories",
      "Hands-on session with your own data",
    ],
  },
};

/** Ids of the revisions and autosaves the demo content has. */
export const REVISION_IDS = {
  /** the draft page's revision (WordPress keeps one per save) */
  draftPage: 2402,
  /** the pending event's revisions, fr and en */
  pendingEvent: { fr: 2412, en: 2413 },
  /** the published page with an autosave: its revision at publication, its latest revision, its autosave */
  changedPage: { first: 2420, latest: 2421, autosave: 2422 },
} as const;

/** Replaces the text of the first paragraph block. */
function firstParagraph(blocks: Block[], text: string): Block[] {
  let done = false;
  return blocks.map((block) => {
    if (done || block.acf_fc_layout !== "paragraph") return block;
    done = true;
    return { ...(block as ParagraphBlock), text };
  });
}

/**
 * A published page (Why the region?, 464) an editor changed without publishing: "Preview changes"
 * stored an autosave with another title and a changed first block. Its first revision (at
 * publication) had older figures; its latest revision is what is published.
 */
export const CHANGED_PAGE = {
  id: 464,
  /** the editor whose autosave it is */
  author: 2,
  /** minutes ago the autosave was stored */
  autosavedMinutesAgo: 20,
  autosave: {
    title: "Why choose the region?",
    blocks: (blocks: Block[]): Block[] =>
      firstParagraph(
        blocks,
        html(
          p(
            "Every year 32,000 graduates leave the community's institutions, including 6,500 engineers and 1,200 PhDs: the region's first asset.",
          ),
        ),
      ),
  },
  first: {
    title: "Why the region?",
    blocks: (blocks: Block[]): Block[] =>
      firstParagraph(
        blocks,
        html(
          p(
            "Every year 28,000 graduates leave the community's institutions, including 5,500 engineers and 1,000 PhDs.",
          ),
        ),
      ),
  },
};
