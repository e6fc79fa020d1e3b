// Every image of the demo content: what it is (alt text and title in both languages), its kind
// (which fixes its dimensions) and how scripts/generate-images.ts draws it. The measured
// results (files, sizes, byte counts) are written by that script to media-manifest.json.

export type MediaKind = "hero" | "card" | "portrait" | "logo";

export const KIND_SIZE: Record<MediaKind, { width: number; height: number }> = {
  hero: { width: 1920, height: 1080 }, // 16:9 heroes and banners
  card: { width: 1200, height: 900 }, // 4:3 cards
  portrait: { width: 800, height: 800 }, // 1:1 portraits
  logo: { width: 400, height: 400 }, // 1:1 society logos
};

/** The drawing motifs the generator knows (see scripts/generate-images.ts). */
export type Motif =
  | "rivers"
  | "campus"
  | "peaks"
  | "network"
  | "skyline"
  | "rings"
  | "calendar"
  | "rise"
  | "stage"
  | "molecules"
  | "puzzle"
  | "pulse"
  | "pixels"
  | "waves"
  | "bicycle"
  | "shelves"
  | "launch"
  | "facade"
  | "portrait"
  | "mark";

export const PALETTE = {
  navy: "#00172c",
  white: "#ffffff",
  gold: "#ffb81c",
  pale: "#eef2f6",
  deep: "#0b2d4f",
  blue: "#1f4e79",
  steel: "#5b7c99",
  mist: "#b8c9da",
  teal: "#2a7f7a",
  sand: "#f6e3b4",
  coral: "#e07a5f",
  // Skin tones of the portraits, light to deep.
  skin1: "#f3cfb3",
  skin2: "#e0ac85",
  skin3: "#c08560",
  skin4: "#8d5a3b",
  skin5: "#5e3a26",
} as const;

/**
 * A person drawn as a geometric portrait (motif "portrait"): flat shapes in the palette, each
 * person with their own face, hair, clothes and backdrop, so that no two look alike.
 */
export interface Person {
  skin: string;
  hair: string;
  hairStyle: "bob" | "bun" | "crop" | "curls" | "long" | "sidepart";
  /** clothes and their collar */
  top: string;
  collar: "round" | "v" | "shirt" | "turtleneck";
  backdrop: "sun" | "arch" | "stripes" | "split";
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

export interface MediaDef {
  name: string;
  kind: MediaKind;
  motif: Motif;
  /** for the "portrait" motif: who is drawn */
  person?: Person;
  /** background first, then the colours the motif uses in order */
  colors: string[];
  /** a small integer that varies the drawing (and the logo shape) */
  variant: number;
  title: { fr: string; en: string };
  alt: { fr: string; en: string };
}

const P = PALETTE;

export const MEDIA: MediaDef[] = [
  // Heroes and banners, 16:9
  {
    name: "hero-confluence",
    kind: "hero",
    motif: "rivers",
    colors: [P.navy, P.gold, P.white, P.blue],
    variant: 1,
    title: { fr: "Deux rivières qui se rejoignent", en: "Two rivers meeting" },
    alt: {
      fr: "Illustration abstraite : une courbe dorée et une courbe blanche se rejoignent sur un fond bleu nuit, comme le Rhône et la Saône à Lyon.",
      en: "Abstract illustration: a gold curve and a white curve meet on a navy background, like the Rhône and the Saône in Lyon.",
    },
  },
  {
    name: "hero-campus",
    kind: "hero",
    motif: "campus",
    colors: [P.pale, P.navy, P.blue, P.steel, P.gold],
    variant: 2,
    title: { fr: "Un campus au lever du jour", en: "A campus at sunrise" },
    alt: {
      fr: "Composition géométrique de blocs bleu nuit et bleu-gris évoquant les bâtiments d’un campus, sous un soleil doré.",
      en: "Geometric composition of navy and blue-grey blocks suggesting campus buildings under a gold sun.",
    },
  },
  {
    name: "hero-montagnes",
    kind: "hero",
    motif: "peaks",
    colors: [P.pale, P.mist, P.steel, P.blue, P.navy, P.gold],
    variant: 3,
    title: { fr: "Les Alpes en couches de bleus", en: "The Alps in layers of blue" },
    alt: {
      fr: "Silhouettes de montagnes superposées en dégradé de bleus sous un soleil doré, comme les Alpes vues depuis Grenoble.",
      en: "Layered mountain silhouettes in shades of blue under a gold sun, like the Alps seen from Grenoble.",
    },
  },
  {
    name: "hero-reseau",
    kind: "hero",
    motif: "network",
    colors: [P.navy, P.white, P.gold, P.steel],
    variant: 4,
    title: { fr: "Un réseau de partenaires", en: "A network of partners" },
    alt: {
      fr: "Réseau de points reliés par de fines lignes blanches et dorées sur fond bleu nuit, image des liens entre laboratoires et entreprises.",
      en: "Network of dots joined by thin white and gold lines on navy, picturing the ties between laboratories and companies.",
    },
  },
  {
    name: "hero-ville",
    kind: "hero",
    motif: "skyline",
    colors: [P.pale, P.navy, P.blue, P.steel, P.gold],
    variant: 5,
    title: { fr: "Une ligne d’horizon urbaine", en: "A city skyline" },
    alt: {
      fr: "Barres verticales bleues de hauteurs variées formant une ligne d’horizon urbaine stylisée, avec quelques fenêtres dorées.",
      en: "Blue vertical bars of varying heights forming a stylised city skyline, with a few gold windows.",
    },
  },
  {
    name: "hero-energie",
    kind: "hero",
    motif: "rings",
    colors: [P.navy, P.gold, P.sand, P.blue],
    variant: 6,
    title: { fr: "Rayonnement solaire", en: "Solar radiance" },
    alt: {
      fr: "Cercles concentriques dorés rayonnant sur un fond bleu nuit, évocation de l’énergie solaire.",
      en: "Concentric gold rings radiating on a navy background, evoking solar energy.",
    },
  },
  {
    name: "hero-agenda",
    kind: "hero",
    motif: "calendar",
    colors: [P.pale, P.mist, P.navy, P.gold],
    variant: 7,
    title: { fr: "Un calendrier bien rempli", en: "A busy calendar" },
    alt: {
      fr: "Grille de carrés bleu-gris dont plusieurs cases ressortent en doré et en bleu nuit, comme un calendrier d’événements.",
      en: "Grid of blue-grey squares with several cells highlighted in gold and navy, like a calendar of events.",
    },
  },
  {
    name: "hero-investir",
    kind: "hero",
    motif: "rise",
    colors: [P.pale, P.navy, P.blue, P.gold],
    variant: 8,
    title: { fr: "Une croissance régulière", en: "Steady growth" },
    alt: {
      fr: "Barres ascendantes bleu nuit et dorées sur fond clair, image d’une croissance régulière.",
      en: "Rising navy and gold bars on a light background, picturing steady growth.",
    },
  },

  // Cards, 4:3
  {
    name: "card-conference",
    kind: "card",
    motif: "stage",
    colors: [P.navy, P.gold, P.steel, P.white],
    variant: 11,
    title: { fr: "Une salle de conférence", en: "A lecture hall" },
    alt: {
      fr: "Rangées de sièges stylisées en arc de cercle face à une scène dorée : une salle de conférence.",
      en: "Stylised rows of seats in an arc facing a gold stage: a lecture hall.",
    },
  },
  {
    name: "card-laboratoire",
    kind: "card",
    motif: "molecules",
    colors: [P.navy, P.white, P.gold, P.steel],
    variant: 12,
    title: { fr: "Des molécules", en: "Molecules" },
    alt: {
      fr: "Molécules stylisées : des cercles blancs et dorés reliés par des traits sur un fond bleu nuit.",
      en: "Stylised molecules: white and gold circles linked by lines on a navy background.",
    },
  },
  {
    name: "card-atelier",
    kind: "card",
    motif: "puzzle",
    colors: [P.pale, P.navy, P.gold, P.blue, P.mist],
    variant: 13,
    title: { fr: "Un atelier collaboratif", en: "A collaborative workshop" },
    alt: {
      fr: "Formes géométriques assemblées comme les pièces d’un puzzle : un atelier collaboratif.",
      en: "Geometric shapes fitted together like puzzle pieces: a collaborative workshop.",
    },
  },
  {
    name: "card-sante",
    kind: "card",
    motif: "pulse",
    colors: [P.pale, P.gold, P.navy, P.mist],
    variant: 14,
    title: { fr: "Une pulsation", en: "A heartbeat" },
    alt: {
      fr: "Ligne de pulsation cardiaque bleu nuit et dorée sur fond bleu-gris, symbole de la recherche en santé.",
      en: "Navy and gold heartbeat line on a blue-grey background, a symbol of health research.",
    },
  },
  {
    name: "card-numerique",
    kind: "card",
    motif: "pixels",
    colors: [P.navy, P.blue, P.steel, P.gold, P.white],
    variant: 15,
    title: { fr: "Une mosaïque de pixels", en: "A mosaic of pixels" },
    alt: {
      fr: "Mosaïque de petits carrés bleus, blancs et dorés rappelant des pixels et des flux de données.",
      en: "Mosaic of small blue, white and gold squares recalling pixels and data streams.",
    },
  },
  {
    name: "card-environnement",
    kind: "card",
    motif: "waves",
    colors: [P.pale, P.teal, P.blue, P.gold, P.navy],
    variant: 16,
    title: { fr: "Une rivière et ses berges", en: "A river and its banks" },
    alt: {
      fr: "Vagues superposées bleu-vert, bleues et dorées évoquant une rivière et ses berges.",
      en: "Layered teal, blue and gold waves evoking a river and its banks.",
    },
  },
  {
    name: "card-velo",
    kind: "card",
    motif: "bicycle",
    colors: [P.sand, P.navy, P.gold, P.blue],
    variant: 17,
    title: { fr: "Un vélo", en: "A bicycle" },
    alt: {
      fr: "Deux roues reliées par un cadre : la silhouette minimaliste d’un vélo bleu nuit sur fond sable.",
      en: "Two wheels joined by a frame: the minimalist outline of a navy bicycle on a sand background.",
    },
  },
  {
    name: "card-bibliotheque",
    kind: "card",
    motif: "shelves",
    colors: [P.pale, P.navy, P.blue, P.steel, P.gold, P.teal],
    variant: 18,
    title: { fr: "Des livres sur une étagère", en: "Books on a shelf" },
    alt: {
      fr: "Rectangles verticaux de hauteurs et de couleurs variées alignés comme des livres sur une étagère.",
      en: "Vertical rectangles of varied heights and colours lined up like books on a shelf.",
    },
  },
  {
    name: "card-startup",
    kind: "card",
    motif: "launch",
    colors: [P.navy, P.gold, P.blue, P.white],
    variant: 19,
    title: { fr: "Un projet qui décolle", en: "A project taking off" },
    alt: {
      fr: "Une trajectoire dorée qui s’élève entre des formes bleues, image d’un projet qui décolle.",
      en: "A gold trajectory rising between blue shapes, picturing a project taking off.",
    },
  },
  {
    name: "card-residence",
    kind: "card",
    motif: "facade",
    colors: [P.deep, P.blue, P.gold, P.steel],
    variant: 20,
    title: { fr: "Une résidence le soir", en: "A residence at night" },
    alt: {
      fr: "Façade stylisée dont quelques fenêtres sont éclairées en doré : une résidence étudiante le soir.",
      en: "Stylised façade with a few windows lit in gold: a student residence in the evening.",
    },
  },

  // Portraits, 1:1: geometric portraits, one look per person (see Person).
  {
    name: "portrait-chercheuse",
    kind: "portrait",
    motif: "portrait",
    colors: [P.gold, P.navy, P.sand],
    person: {
      skin: P.skin2,
      hair: P.navy,
      hairStyle: "bob",
      top: P.blue,
      collar: "round",
      backdrop: "sun",
      glasses: true,
    },
    variant: 21,
    title: { fr: "Portrait d’une chercheuse", en: "Portrait of a researcher" },
    alt: {
      fr: "Portrait illustré d’une chercheuse aux cheveux courts au carré et aux lunettes rondes, en pull bleu, sur fond doré.",
      en: "Illustrated portrait of a researcher with a short bob and round glasses, in a blue jumper, on a gold background.",
    },
  },
  {
    name: "portrait-etudiant",
    kind: "portrait",
    motif: "portrait",
    colors: [P.mist, P.navy, P.pale],
    person: { skin: P.skin4, hair: P.navy, hairStyle: "curls", top: P.gold, collar: "v", backdrop: "arch" },
    variant: 22,
    title: { fr: "Portrait d’un étudiant", en: "Portrait of a student" },
    alt: {
      fr: "Portrait illustré d’un étudiant aux cheveux bouclés, en pull doré à col en V, sur fond bleu-gris.",
      en: "Illustrated portrait of a student with curly hair, in a gold V-neck jumper, on a blue-grey background.",
    },
  },
  {
    name: "portrait-entrepreneure",
    kind: "portrait",
    motif: "portrait",
    colors: [P.navy, P.gold, P.blue],
    person: {
      skin: P.skin1,
      hair: P.coral,
      hairStyle: "long",
      top: P.white,
      collar: "shirt",
      backdrop: "split",
      earrings: true,
    },
    variant: 23,
    title: { fr: "Portrait d’une entrepreneure", en: "Portrait of an entrepreneur" },
    alt: {
      fr: "Portrait illustré d’une entrepreneure aux longs cheveux roux, en chemise blanche, avec des boucles d’oreilles dorées, sur fond bleu nuit.",
      en: "Illustrated portrait of an entrepreneur with long red hair, in a white shirt, with gold earrings, on a navy background.",
    },
  },
  {
    name: "portrait-doctorant",
    kind: "portrait",
    motif: "portrait",
    colors: [P.sand, P.blue, P.gold],
    person: {
      skin: P.skin3,
      hair: P.navy,
      hairStyle: "crop",
      top: P.teal,
      collar: "round",
      backdrop: "stripes",
      beard: true,
    },
    variant: 24,
    title: { fr: "Portrait d’un doctorant", en: "Portrait of a PhD student" },
    alt: {
      fr: "Portrait illustré d’un doctorant barbu aux cheveux courts, en pull bleu-vert, sur fond sable rayé.",
      en: "Illustrated portrait of a bearded PhD student with short hair, in a teal jumper, on a striped sand background.",
    },
  },
  {
    name: "portrait-directrice",
    kind: "portrait",
    motif: "portrait",
    colors: [P.teal, P.navy, P.pale],
    person: {
      skin: P.skin5,
      hair: P.navy,
      hairStyle: "bun",
      top: P.gold,
      collar: "turtleneck",
      backdrop: "arch",
      earrings: true,
    },
    variant: 25,
    title: { fr: "Portrait d’une directrice", en: "Portrait of a director" },
    alt: {
      fr: "Portrait illustré d’une directrice de laboratoire aux cheveux relevés en chignon, en col roulé doré, devant une arche claire sur fond bleu-vert.",
      en: "Illustrated portrait of a laboratory director with her hair in a bun, in a gold turtleneck, before a light arch on a teal background.",
    },
  },
  {
    name: "portrait-ingenieur",
    kind: "portrait",
    motif: "portrait",
    colors: [P.pale, P.navy, P.gold],
    person: {
      skin: P.skin1,
      hair: P.steel,
      hairStyle: "sidepart",
      top: P.navy,
      collar: "shirt",
      backdrop: "sun",
      glasses: true,
    },
    variant: 26,
    title: { fr: "Portrait d’un ingénieur", en: "Portrait of an engineer" },
    alt: {
      fr: "Portrait illustré d’un ingénieur aux cheveux gris coiffés sur le côté, à lunettes, en veste bleu nuit et chemise blanche, sur fond clair avec un cercle doré.",
      en: "Illustrated portrait of an engineer with grey side-parted hair and glasses, in a navy jacket and white shirt, on a light background with a gold circle.",
    },
  },

  // Society logos, 1:1, small
  ...logo(
    "logo-rhone-confluence",
    "Université Rhône-Confluence",
    "Rhône-Confluence University",
    [P.navy, P.gold, P.white],
    0,
  ),
  ...logo(
    "logo-forez-ingenieurs",
    "École d’ingénieurs du Forez",
    "Forez School of Engineering",
    [P.white, P.navy, P.gold],
    1,
  ),
  ...logo(
    "logo-belledonne-energie",
    "Institut Belledonne pour l’énergie",
    "Belledonne Energy Institute",
    [P.gold, P.navy, P.white],
    2,
  ),
  ...logo("logo-volcans-biotech", "Volcans Biotech", "Volcans Biotech", [P.navy, P.teal, P.gold], 3),
  ...logo("logo-lumen-photonique", "Lumen Photonique", "Lumen Photonique", [P.pale, P.blue, P.gold], 4),
  ...logo("logo-atelier-vercors", "Atelier Vercors Design", "Atelier Vercors Design", [P.sand, P.navy, P.teal], 5),
  ...logo("logo-lacustre-data", "Lacustre Data", "Lacustre Data", [P.blue, P.white, P.gold], 6),
  ...logo("logo-solaris-savoie", "Solaris Savoie", "Solaris Savoie", [P.navy, P.gold, P.sand], 7),
  ...logo(
    "logo-sante-numerique",
    "Laboratoire Confluence Santé numérique",
    "Confluence Digital Health Lab",
    [P.white, P.teal, P.navy],
    8,
  ),
  ...logo("logo-agrosphere", "Agrosphère Drôme", "Agrosphère Drôme", [P.pale, P.teal, P.gold], 9),
];

function logo(name: string, fr: string, en: string, colors: string[], variant: number): MediaDef[] {
  return [
    {
      name,
      kind: "logo",
      motif: "mark",
      colors,
      variant,
      title: { fr: `Logo ${fr}`, en: `${en} logo` },
      alt: { fr: `Logo de ${fr}`, en: `${en} logo` },
    },
  ];
}

/** WordPress's registered image sizes, in the order WordPress lists them. */
export const WP_SIZES = [
  { name: "thumbnail", width: 150, height: 150, crop: true },
  { name: "medium", width: 300, height: 300, crop: false },
  { name: "medium_large", width: 768, height: 0, crop: false },
  { name: "large", width: 1024, height: 1024, crop: false },
  { name: "1536x1536", width: 1536, height: 1536, crop: false },
] as const;

export type WpSizeName = (typeof WP_SIZES)[number]["name"];

/**
 * The dimensions WordPress gives a size for an original, or null when the original is too small
 * for it (WordPress then makes no file and the size points at the original).
 */
export function sizeFor(
  size: (typeof WP_SIZES)[number],
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (size.crop) {
    if (width <= size.width && height <= size.height) return null;
    return { width: Math.min(size.width, width), height: Math.min(size.height, height) };
  }
  const maxW = size.width || Infinity;
  const maxH = size.height || Infinity;
  if (width <= maxW && height <= maxH) return null;
  const ratio = Math.min(maxW / width, maxH / height);
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}
