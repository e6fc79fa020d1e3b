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
  | "mark"
  | "scene";

/** The elements a "scene" is composed of (drawn by scripts/scene.ts): backdrops, then objects. */
export type SceneElement =
  | "sky"
  | "sun"
  | "moon"
  | "stars"
  | "ground"
  | "hills"
  | "mountains"
  | "volcanoes"
  | "lake"
  | "fields"
  | "city"
  | "river"
  | "table"
  | "laptop"
  | "stage"
  | "seats"
  | "flask"
  | "tubes"
  | "microscope"
  | "dna"
  | "crystal"
  | "robot"
  | "arm"
  | "gear"
  | "turbine"
  | "panels"
  | "building"
  | "mic"
  | "spotlight"
  | "trophy"
  | "prism"
  | "suitcase"
  | "globe"
  | "key"
  | "door"
  | "box"
  | "tram"
  | "mug"
  | "pin"
  | "scales"
  | "path"
  | "footprint"
  | "bunting"
  | "leaf"
  | "drop"
  | "capsule"
  | "heart"
  | "pulse"
  | "coins"
  | "tank"
  | "rack"
  | "eu"
  | "wheat"
  | "chair"
  | "easel"
  | "swatches"
  | "drone"
  | "cap"
  | "helmet"
  | "bubble"
  | "chip"
  | "waves"
  | "neural"
  | "lift"
  | "skier"
  | "railing"
  | "garland"
  | "window"
  | "bed"
  | "lamp"
  | "books"
  | "person"
  | "flag"
  | "cross"
  | "co2"
  | "map"
  | "monitor"
  | "board";

/**
 * One element of a scene, placed in a frame 100 units wide (75 high for a card, 56.25 for a
 * hero): at (x, y), its bottom centre (a backdrop: its horizon), scaled by s, with its own
 * colours (c, in the element's order) and a variant (v: which laptop screen, which building…).
 */
export interface SceneItem {
  el: SceneElement;
  x?: number;
  y?: number;
  s?: number;
  c?: string[];
  v?: number;
}

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
  /** for the "scene" motif: what the picture shows */
  scene?: SceneItem[];
  /** background first, then the colours the motif uses in order */
  colors: string[];
  /** a small integer that varies the drawing (and the logo shape) */
  variant: number;
  title: { fr: string; en: string };
  alt: { fr: string; en: string };
}

const P = PALETTE;

const DRAWN: MediaDef[] = [
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
    name: "portrait-ines-fabre",
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
    title: { fr: "Inès Fabre", en: "Inès Fabre" },
    alt: {
      fr: "Portrait illustré d’Inès Fabre, aux cheveux courts au carré et aux lunettes rondes, en pull bleu, sur fond doré.",
      en: "Illustrated portrait of Inès Fabre, with a short bob and round glasses, in a blue jumper, on a gold background.",
    },
  },
  {
    name: "portrait-lucas-pereira",
    kind: "portrait",
    motif: "portrait",
    colors: [P.mist, P.navy, P.pale],
    person: { skin: P.skin4, hair: P.navy, hairStyle: "curls", top: P.gold, collar: "v", backdrop: "arch" },
    variant: 22,
    title: { fr: "Lucas Pereira", en: "Lucas Pereira" },
    alt: {
      fr: "Portrait illustré de Lucas Pereira, aux cheveux bouclés, en pull doré à col en V, sur fond bleu-gris.",
      en: "Illustrated portrait of Lucas Pereira, with curly hair, in a gold V-neck jumper, on a blue-grey background.",
    },
  },
  {
    name: "portrait-sofia-benali",
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
    title: { fr: "Sofia Benali", en: "Sofia Benali" },
    alt: {
      fr: "Portrait illustré de Sofia Benali, aux longs cheveux roux, en chemise blanche, avec des boucles d’oreilles dorées, sur fond bleu nuit.",
      en: "Illustrated portrait of Sofia Benali, with long red hair, in a white shirt, with gold earrings, on a navy background.",
    },
  },
  {
    name: "portrait-malik-haddad",
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
    title: { fr: "Malik Haddad", en: "Malik Haddad" },
    alt: {
      fr: "Portrait illustré de Malik Haddad, barbu aux cheveux courts, en pull bleu-vert, sur fond sable rayé.",
      en: "Illustrated portrait of Malik Haddad, bearded, with short hair, in a teal jumper, on a striped sand background.",
    },
  },
  {
    name: "portrait-helene-marchand",
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
    title: { fr: "Hélène Marchand", en: "Hélène Marchand" },
    alt: {
      fr: "Portrait illustré d’Hélène Marchand, aux cheveux relevés en chignon, en col roulé doré, devant une arche claire sur fond bleu-vert.",
      en: "Illustrated portrait of Hélène Marchand, with her hair in a bun, in a gold turtleneck, before a light arch on a teal background.",
    },
  },
  {
    name: "portrait-thomas-girard",
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
    title: { fr: "Thomas Girard", en: "Thomas Girard" },
    alt: {
      fr: "Portrait illustré de Thomas Girard, aux cheveux gris coiffés sur le côté, à lunettes, en veste bleu nuit et chemise blanche, sur fond clair avec un cercle doré.",
      en: "Illustrated portrait of Thomas Girard, with grey side-parted hair and glasses, in a navy jacket and white shirt, on a light background with a gold circle.",
    },
  },

  ...[
    person(
      "portrait-nadia-cheriet",
      "Nadia Cheriet",
      [P.pale, P.navy, P.teal],
      { skin: P.skin3, hair: P.navy, hairStyle: "long", top: P.teal, collar: "v", backdrop: "split", earrings: true },
      27,
      [
        "d’",
        "aux longs cheveux noirs, en pull bleu-vert à col en V, avec des boucles d’oreilles dorées, sur fond clair et bleu-vert",
      ],
      "with long dark hair, in a teal V-neck jumper, with gold earrings, on a light and teal background",
    ),
    person(
      "portrait-paul-vasseur",
      "Paul Vasseur",
      [P.sand, P.navy, P.mist],
      { skin: P.skin1, hair: P.coral, hairStyle: "crop", top: P.steel, collar: "shirt", backdrop: "arch", beard: true },
      28,
      ["de ", "roux et barbu, en veste bleu-gris et chemise blanche, devant une arche claire sur fond sable"],
      "red-haired and bearded, in a blue-grey jacket and white shirt, before a light arch on a sand background",
    ),
    person(
      "portrait-lea-morin",
      "Léa Morin",
      [P.mist, P.navy, P.white],
      { skin: P.skin2, hair: "#5e3a26", hairStyle: "bob", top: P.coral, collar: "round", backdrop: "sun" },
      29,
      ["de ", "aux cheveux bruns au carré, en pull corail, sur fond bleu-gris avec un cercle blanc"],
      "with a brown bob, in a coral jumper, on a blue-grey background with a white circle",
    ),
    person(
      "portrait-claire-dubreuil",
      "Claire Dubreuil",
      [P.blue, P.navy, P.sand],
      {
        skin: P.skin1,
        hair: "#e8c170",
        hairStyle: "long",
        top: P.navy,
        collar: "turtleneck",
        backdrop: "arch",
        glasses: true,
      },
      30,
      ["de ", "aux longs cheveux blonds et à lunettes, en col roulé bleu nuit, devant une arche sable sur fond bleu"],
      "with long fair hair and glasses, in a navy turtleneck, before a sand arch on a blue background",
    ),
    person(
      "portrait-theo-lambert",
      "Théo Lambert",
      [P.teal, P.navy, P.pale],
      { skin: P.skin4, hair: P.navy, hairStyle: "crop", top: P.gold, collar: "shirt", backdrop: "sun" },
      31,
      ["de ", "aux cheveux courts, en veste dorée et chemise blanche, sur fond bleu-vert avec un cercle clair"],
      "with short hair, in a gold jacket and white shirt, on a teal background with a light circle",
    ),
    person(
      "portrait-amina-diallo",
      "Amina Diallo",
      [P.gold, P.navy, P.sand],
      {
        skin: P.skin5,
        hair: P.navy,
        hairStyle: "curls",
        top: P.teal,
        collar: "round",
        backdrop: "split",
        earrings: true,
      },
      32,
      ["d’", "aux cheveux bouclés, en pull bleu-vert, avec des boucles d’oreilles dorées, sur fond doré et sable"],
      "with curly hair, in a teal jumper, with gold earrings, on a gold and sand background",
    ),
    person(
      "portrait-julie-roche",
      "Julie Roche",
      [P.pale, P.navy, P.coral],
      {
        skin: P.skin2,
        hair: "#8d5a3b",
        hairStyle: "long",
        top: P.blue,
        collar: "shirt",
        backdrop: "sun",
        glasses: true,
      },
      33,
      [
        "de ",
        "aux longs cheveux châtains et à lunettes, en veste bleue et chemise blanche, sur fond clair avec un cercle corail",
      ],
      "with long chestnut hair and glasses, in a blue jacket and white shirt, on a light background with a coral circle",
    ),
  ],

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

/** A geometric portrait of one person (motif "portrait"): its file is theirs alone. */
function person(
  name: string,
  who: string,
  colors: string[],
  look: Person,
  variant: number,
  fr: [elision: string, text: string],
  en: string,
): MediaDef {
  return {
    name,
    kind: "portrait",
    motif: "portrait",
    colors,
    person: look,
    variant,
    title: { fr: who, en: who },
    alt: { fr: `Portrait illustré ${fr[0]}${who}, ${fr[1]}.`, en: `Illustrated portrait of ${who}, ${en}.` },
  };
}

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

type Text = [title: string, alt: string];

/** A picture of its subject, composed by scripts/scene.ts; the background first. */
function scene(name: string, kind: "hero" | "card", bg: string, items: SceneItem[], fr: Text, en: Text): MediaDef {
  return {
    name,
    kind,
    motif: "scene",
    scene: items,
    colors: [bg],
    variant: 0,
    title: { fr: fr[0], en: en[0] },
    alt: { fr: fr[1], en: en[1] },
  };
}

const N = PALETTE.navy;
const ground = (y: number, color: string): SceneItem => ({ el: "ground", x: 0, y, c: [color] });

/** Pictures of subjects: page heroes and illustrations, events and news, one each. */
export const SCENES: MediaDef[] = [
  // Pages
  scene(
    "hero-logement",
    "hero",
    P.pale,
    [
      { el: "city", y: 46, v: 2, c: [P.mist, P.steel, P.white] },
      ground(46, P.mist),
      { el: "building", x: 34, y: 50, s: 0.95, v: 3 },
      { el: "building", x: 66, y: 50, s: 0.8, v: 5 },
      { el: "key", x: 84, y: 30, s: 0.8 },
    ],
    [
      "Des résidences près des campus",
      "Illustration : une résidence étudiante à balcons et une petite maison devant les immeubles de la ville, avec une clé dorée.",
    ],
    [
      "Residences near the campuses",
      "Illustration: a student residence with balconies and a small house in front of the city's buildings, with a gold key.",
    ],
  ),
  scene(
    "hero-ia",
    "hero",
    N,
    [
      { el: "neural", x: 50, y: 44, s: 1.3 },
      { el: "board", x: 84, y: 52, s: 0.6, c: [P.deep, P.mist, P.gold, P.coral] },
    ],
    [
      "Un réseau de neurones",
      "Illustration : les couches d’un réseau de neurones, des points blancs et dorés reliés par des traits fins sur fond bleu nuit.",
    ],
    [
      "A neural network",
      "Illustration: the layers of a neural network, white and gold dots joined by thin lines on a navy background.",
    ],
  ),
  scene(
    "hero-accueil",
    "hero",
    P.pale,
    [
      { el: "city", y: 44, v: 5, c: [P.mist, P.steel, P.white] },
      ground(44, P.sand),
      { el: "globe", x: 28, y: 52, s: 1 },
      { el: "suitcase", x: 58, y: 52, s: 1.1 },
      { el: "suitcase", x: 70, y: 52, s: 0.85, v: 1 },
      { el: "flag", x: 84, y: 52, s: 0.9 },
    ],
    [
      "Bienvenue aux étudiants internationaux",
      "Illustration : un globe traversé par une trajectoire dorée, deux valises et un drapeau devant la ville.",
    ],
    [
      "Welcome to international students",
      "Illustration: a globe crossed by a gold flight path, two suitcases and a flag in front of the city.",
    ],
  ),
  scene(
    "hero-panorama",
    "hero",
    P.pale,
    [
      { el: "sun", x: 78, y: 14 },
      { el: "mountains", y: 30, c: [P.steel, P.mist] },
      { el: "hills", y: 38, c: [P.teal] },
      { el: "city", y: 50, v: 1 },
      { el: "river", y: 48, c: [P.white] },
    ],
    [
      "La région, du Rhône aux Alpes",
      "Illustration : panorama de la région, une ville au bord du fleuve, des collines vertes et les Alpes sous un soleil doré.",
    ],
    [
      "The region, from the Rhône to the Alps",
      "Illustration: a panorama of the region, a city on the river, green hills and the Alps under a gold sun.",
    ],
  ),
  scene(
    "hero-carte",
    "hero",
    P.pale,
    [{ el: "map", x: 50, y: 48, s: 1.05 }],
    [
      "Les villes du réseau",
      "Carte stylisée d’Auvergne-Rhône-Alpes : les villes du réseau en points blancs, Lyon en doré au confluent du Rhône et de la Saône, les Alpes à l’est et les volcans à l’ouest.",
    ],
    [
      "The network's cities",
      "Stylised map of Auvergne-Rhône-Alpes: the network's cities as white dots, Lyon in gold where the Rhône and the Saône meet, the Alps to the east and the volcanoes to the west.",
    ],
  ),
  scene(
    "card-lyon",
    "card",
    P.pale,
    [
      { el: "hills", y: 40, c: [P.mist] },
      { el: "building", x: 24, y: 38, s: 0.45, v: 0 },
      { el: "city", y: 60, v: 1 },
      { el: "lake", y: 60, c: [P.blue, P.mist] },
    ],
    ["Lyon", "Illustration : Lyon, sa colline et sa basilique au-dessus des immeubles, au bord du fleuve."],
    ["Lyon", "Illustration: Lyon, its hill and basilica above the buildings, on the river."],
  ),
  scene(
    "card-grenoble",
    "card",
    P.pale,
    [
      { el: "mountains", y: 48 },
      { el: "city", y: 64, v: 4, c: [P.steel, P.deep, P.mist] },
      ground(64, P.deep),
      { el: "lift", x: 0, y: 52, c: [N, P.gold] },
    ],
    ["Grenoble", "Illustration : Grenoble au pied des Alpes enneigées, avec les cabines dorées de son téléphérique."],
    ["Grenoble", "Illustration: Grenoble at the foot of the snowy Alps, with the gold cabins of its cable car."],
  ),
  scene(
    "card-saint-etienne",
    "card",
    P.sand,
    [ground(62, P.steel), { el: "building", x: 32, y: 62, s: 1.05, v: 1 }, { el: "easel", x: 72, y: 62, s: 1 }],
    [
      "Saint-Étienne",
      "Illustration : Saint-Étienne, une ancienne manufacture à toit en dents de scie et un chevalet de designer.",
    ],
    ["Saint-Étienne", "Illustration: Saint-Étienne, an old factory with a sawtooth roof and a designer's easel."],
  ),
  scene(
    "card-annecy",
    "card",
    P.pale,
    [
      { el: "sun", x: 24, y: 20, s: 0.8 },
      { el: "mountains", y: 40, v: 1 },
      { el: "lake", y: 48, c: [P.teal, P.white] },
      { el: "city", x: 62, y: 50, s: 0.45, v: 3, c: [P.white, P.sand, P.steel] },
    ],
    ["Annecy", "Illustration : Annecy, son lac turquoise et ses maisons au pied des montagnes."],
    ["Annecy", "Illustration: Annecy, its turquoise lake and houses at the foot of the mountains."],
  ),
  scene(
    "card-ski",
    "card",
    P.pale,
    [
      { el: "mountains", y: 38 },
      { el: "hills", y: 46, c: [P.white] },
      { el: "lift", x: 0, y: 50, c: [N, P.coral] },
      { el: "skier", x: 50, y: 66, s: 1.2 },
    ],
    [
      "Le ski à la montagne",
      "Illustration : une skieuse descend une pente enneigée sous un télésiège, devant les sommets.",
    ],
    [
      "Skiing in the mountains",
      "Illustration: a skier comes down a snowy slope under a chairlift, with the peaks behind.",
    ],
  ),
  scene(
    "card-studio",
    "card",
    P.pale,
    [
      ground(66, P.mist),
      { el: "window", x: 30, y: 54, s: 1.1 },
      { el: "bed", x: 60, y: 66, s: 1 },
      { el: "lamp", x: 86, y: 66, s: 0.9 },
    ],
    [
      "Un studio en résidence",
      "Illustration : un studio étudiant, une fenêtre ensoleillée, un lit et une lampe de bureau.",
    ],
    ["A residence studio", "Illustration: a student studio, a sunny window, a bed and a desk lamp."],
  ),
  scene(
    "card-terrasse",
    "card",
    N,
    [
      { el: "stars", v: 3 },
      { el: "moon", x: 80, y: 14, c: [P.sand, N] },
      { el: "mountains", y: 54, c: [P.deep, P.blue, P.mist] },
      { el: "garland", x: 0, y: 12 },
      { el: "railing", x: 0, y: 72, c: [P.steel] },
    ],
    [
      "Une terrasse face aux montagnes",
      "Illustration : un toit-terrasse le soir, une guirlande lumineuse et les massifs sous la lune.",
    ],
    [
      "A roof terrace facing the mountains",
      "Illustration: a roof terrace in the evening, string lights and the ranges under the moon.",
    ],
  ),
  scene(
    "card-ia-ethique",
    "card",
    P.pale,
    [
      { el: "scales", x: 50, y: 66, s: 1.4 },
      { el: "chip", x: 20, y: 68, s: 0.5 },
    ],
    [
      "L’éthique de l’intelligence artificielle",
      "Illustration : une balance qui pèse une puce électronique et un document, image des choix éthiques de l’intelligence artificielle.",
    ],
    [
      "The ethics of artificial intelligence",
      "Illustration: a pair of scales weighing a microchip and a document, picturing the ethical choices of artificial intelligence.",
    ],
  ),
  scene(
    "card-microscope",
    "card",
    P.pale,
    [ground(64, N), { el: "microscope", x: 38, y: 64, s: 1.3 }, { el: "monitor", x: 72, y: 64, s: 0.95 }],
    ["Une paillasse de plateforme", "Illustration : un microscope et un écran d’analyse posés sur une paillasse."],
    ["A platform bench", "Illustration: a microscope and an analysis screen on a laboratory bench."],
  ),
  scene(
    "card-etapes",
    "card",
    P.pale,
    [
      { el: "sun", x: 18, y: 16, s: 0.8 },
      { el: "hills", y: 46, c: [P.mist] },
      { el: "path", x: 0, y: 70 },
    ],
    [
      "Les étapes d’un projet",
      "Illustration : un chemin qui monte à travers les collines, jalonné de trois fanions, le dernier doré.",
    ],
    [
      "The steps of a project",
      "Illustration: a path climbing through the hills, marked by three pennants, the last one gold.",
    ],
  ),
  scene(
    "card-usine",
    "card",
    P.pale,
    [
      { el: "sun", x: 80, y: 18, s: 0.8 },
      ground(64, P.mist),
      { el: "building", x: 42, y: 64, s: 1.35, v: 1 },
      { el: "person", x: 80, y: 64, s: 0.8, v: 2 },
    ],
    [
      "Un nouveau site industriel",
      "Illustration : un bâtiment industriel neuf à toit en dents de scie, sous le soleil.",
    ],
    ["A new industrial site", "Illustration: a new industrial building with a sawtooth roof, in the sun."],
  ),
  scene(
    "card-cles",
    "card",
    P.sand,
    [
      { el: "door", x: 36, y: 68, s: 1.5 },
      { el: "key", x: 68, y: 48, s: 1.3 },
    ],
    ["Les clés du logement", "Illustration : une porte d’entrée bleu-vert et une grande clé dorée."],
    ["The keys to your home", "Illustration: a teal front door and a large gold key."],
  ),
  scene(
    "card-cartons",
    "card",
    P.pale,
    [
      ground(70, P.mist),
      { el: "box", x: 34, y: 70, s: 1.3 },
      { el: "box", x: 60, y: 70, s: 1.05 },
      { el: "box", x: 40, y: 46.6, s: 0.9 },
      { el: "lamp", x: 82, y: 70, s: 1 },
    ],
    ["Un emménagement", "Illustration : des cartons de déménagement empilés et une lampe, le jour de l’emménagement."],
    ["Moving in", "Illustration: stacked moving boxes and a lamp, on moving-in day."],
  ),
  scene(
    "card-territoires",
    "card",
    P.pale,
    [
      { el: "hills", y: 50, c: [P.teal] },
      { el: "building", x: 26, y: 60, s: 0.7, v: 5 },
      { el: "building", x: 50, y: 60, s: 0.6, v: 3 },
      { el: "building", x: 74, y: 60, s: 0.65, v: 1 },
      { el: "pin", x: 50, y: 30, s: 0.8 },
    ],
    [
      "Des villes moyennes",
      "Illustration : une petite ville, ses maisons, une résidence et un atelier sur une colline, marquée d’un repère doré.",
    ],
    [
      "Medium-sized towns",
      "Illustration: a small town, its houses, a residence and a workshop on a hill, marked with a gold pin.",
    ],
  ),
  scene(
    "card-empreinte",
    "card",
    P.pale,
    [
      { el: "footprint", x: 40, y: 64, s: 1.4 },
      { el: "co2", x: 72, y: 40, s: 1.1 },
      { el: "leaf", x: 72, y: 70, s: 0.7 },
    ],
    ["L’empreinte carbone", "Illustration : une empreinte de pas verte, une bulle de CO₂ et une feuille."],
    ["The carbon footprint", "Illustration: a green footprint, a CO₂ bubble and a leaf."],
  ),

  // Events and news
  scene(
    "card-medecine",
    "card",
    N,
    [
      { el: "stage", x: 50, y: 56, s: 1.1 },
      { el: "heart", x: 50, y: 40, s: 0.7 },
      { el: "pulse", x: 50, y: 44, s: 0.7, c: [P.coral] },
      { el: "seats", x: 50, y: 68, s: 1.05 },
    ],
    [
      "Une conférence sur la médecine",
      "Illustration : un amphithéâtre face à un écran où bat un cœur, pour une conférence sur la médecine.",
    ],
    [
      "A talk on medicine",
      "Illustration: a lecture hall facing a screen showing a beating heart, for a talk on medicine.",
    ],
  ),
  scene(
    "card-objet-connecte",
    "card",
    P.pale,
    [ground(64, P.mist), { el: "chip", x: 42, y: 60, s: 1.2 }, { el: "waves", x: 66, y: 44, s: 1 }],
    ["Un objet connecté", "Illustration : une puce électronique et les ondes d’une connexion sans fil."],
    ["A connected object", "Illustration: a microchip and the waves of a wireless connection."],
  ),
  scene(
    "card-hackathon",
    "card",
    P.deep,
    [
      ground(60, P.blue),
      { el: "laptop", x: 32, y: 62, s: 1.15, v: 0 },
      { el: "laptop", x: 68, y: 62, s: 1.15, v: 4 },
      { el: "mug", x: 90, y: 60, s: 0.7 },
    ],
    [
      "Un hackathon",
      "Illustration : deux ordinateurs portables, l’un affiche du code, l’autre un cœur, et une tasse de café.",
    ],
    ["A hackathon", "Illustration: two laptops, one showing code, the other a heart, and a cup of coffee."],
  ),
  scene(
    "card-volcans",
    "card",
    P.sand,
    [
      { el: "volcanoes", y: 56 },
      { el: "mug", x: 80, y: 70, s: 1 },
    ],
    [
      "La chaîne des Puys",
      "Illustration : les volcans d’Auvergne, dont l’un fume, et une tasse de café pour un café des sciences.",
    ],
    [
      "The Chaîne des Puys",
      "Illustration: the volcanoes of Auvergne, one of them smoking, and a cup of coffee for a science café.",
    ],
  ),
  scene(
    "card-webinaire-these",
    "card",
    P.pale,
    [
      { el: "laptop", x: 44, y: 66, s: 1.5, v: 1 },
      { el: "cap", x: 82, y: 56, s: 0.9 },
    ],
    [
      "Un webinaire sur la thèse",
      "Illustration : un ordinateur affiche un appel vidéo à quatre, à côté d’une toque de diplômé.",
    ],
    ["A webinar on the PhD", "Illustration: a laptop showing a four-way video call, next to a graduation cap."],
  ),
  scene(
    "card-lac",
    "card",
    P.pale,
    [
      { el: "hills", y: 36, c: [P.teal] },
      { el: "lake", y: 42, c: [P.blue, P.mist] },
      { el: "drop", x: 70, y: 66, s: 0.9, c: [P.white, P.blue] },
    ],
    ["L’eau d’un lac alpin", "Illustration : un lac bleu entre des rives vertes, et une goutte d’eau."],
    ["The water of an Alpine lake", "Illustration: a blue lake between green shores, and a drop of water."],
  ),
  scene(
    "card-solaire-montagne",
    "card",
    P.pale,
    [
      { el: "sun", x: 76, y: 18 },
      { el: "mountains", y: 46 },
      { el: "hills", y: 56, c: [P.teal] },
      { el: "panels", x: 46, y: 70, s: 1.2 },
    ],
    [
      "Le solaire en montagne",
      "Illustration : des panneaux solaires sur un alpage, devant les sommets et sous le soleil.",
    ],
    [
      "Solar power in the mountains",
      "Illustration: solar panels on a mountain pasture, before the peaks and under the sun.",
    ],
  ),
  scene(
    "card-eco-conception",
    "card",
    P.sand,
    [ground(66, P.white), { el: "chair", x: 40, y: 66, s: 1.3 }, { el: "leaf", x: 68, y: 64, s: 1 }],
    [
      "Une chaise éco-conçue",
      "Illustration : une chaise au dessin épuré à côté d’une feuille, symbole de l’éco-conception.",
    ],
    ["An eco-designed chair", "Illustration: a clean-lined chair next to a leaf, a symbol of eco-design."],
  ),
  scene(
    "card-cristal",
    "card",
    N,
    [{ el: "crystal", x: 64, y: 60, s: 1.1 }],
    [
      "Un réseau cristallin",
      "Illustration : la maille d’un cristal, des atomes blancs et dorés reliés en cube sur fond bleu nuit.",
    ],
    [
      "A crystal lattice",
      "Illustration: the lattice of a crystal, white and gold atoms joined in a cube on a navy background.",
    ],
  ),
  scene(
    "card-bien-etre",
    "card",
    P.pale,
    [
      { el: "sun", x: 72, y: 26, s: 1.1 },
      { el: "hills", y: 58, c: [P.teal] },
      { el: "bubble", x: 36, y: 50, s: 1.1 },
      { el: "leaf", x: 74, y: 70, s: 0.8, c: [P.sand, P.teal] },
    ],
    [
      "Prendre soin de soi",
      "Illustration : une bulle de conversation sur fond de collines ensoleillées, pour parler de bien-être.",
    ],
    ["Looking after yourself", "Illustration: a speech bubble against sunny hills, to talk about wellbeing."],
  ),
  scene(
    "card-nuit-design",
    "card",
    N,
    [
      { el: "stars", v: 1 },
      { el: "moon", x: 80, y: 14, c: [P.sand, N] },
      ground(70, P.deep),
      { el: "spotlight", x: 46, y: 70 },
      { el: "easel", x: 46, y: 70, s: 1.2 },
    ],
    ["Une nuit du design", "Illustration : un chevalet sous un projecteur, la nuit, sous la lune et les étoiles."],
    ["A design night", "Illustration: an easel under a spotlight at night, under the moon and stars."],
  ),
  scene(
    "card-adn",
    "card",
    P.deep,
    [{ el: "dna", x: 50, y: 66, s: 1.3 }],
    ["Une double hélice d’ADN", "Illustration : une double hélice d’ADN dorée et bleu-vert sur fond bleu nuit."],
    ["A DNA double helix", "Illustration: a gold and teal DNA double helix on a navy background."],
  ),
  scene(
    "card-valises",
    "card",
    P.pale,
    [
      ground(68, P.mist),
      { el: "suitcase", x: 34, y: 68, s: 1.5 },
      { el: "suitcase", x: 56, y: 68, s: 1.15, v: 1 },
      { el: "flag", x: 78, y: 68, s: 1 },
    ],
    ["Des valises à l’arrivée", "Illustration : deux valises, dorée et corail, et un fanion de bienvenue."],
    ["Suitcases on arrival", "Illustration: two suitcases, gold and coral, and a welcome pennant."],
  ),
  scene(
    "card-ferme",
    "card",
    P.pale,
    [
      { el: "sun", x: 20, y: 16, s: 0.8 },
      { el: "fields", y: 36 },
      { el: "drone", x: 60, y: 56, s: 1.1 },
    ],
    ["L’agriculture de précision", "Illustration : un drone survole des rangs de cultures jusqu’à l’horizon."],
    ["Precision agriculture", "Illustration: a drone flies over rows of crops stretching to the horizon."],
  ),
  scene(
    "card-robot",
    "card",
    P.gold,
    [
      ground(66, P.sand),
      { el: "robot", x: 46, y: 66, s: 1.5, c: [P.steel, P.white, N, P.coral] },
      { el: "flag", x: 78, y: 66, s: 1, c: [N, P.white] },
    ],
    ["Un robot étudiant", "Illustration : un petit robot aux yeux ronds et un fanion d’arrivée, sur fond doré."],
    ["A student robot", "Illustration: a small round-eyed robot and a finish-line pennant, on a gold background."],
  ),
  scene(
    "card-pitch",
    "card",
    N,
    [
      ground(70, P.deep),
      { el: "spotlight", x: 50, y: 70, s: 1.2 },
      { el: "mic", x: 50, y: 70, s: 1.3, c: [P.white, P.mist] },
    ],
    ["Une soirée de pitchs", "Illustration : un micro sur pied sous un projecteur, sur une scène sombre."],
    ["A pitch night", "Illustration: a microphone on a stand under a spotlight, on a dark stage."],
  ),
  scene(
    "card-webinaire-implantation",
    "card",
    P.sand,
    [
      { el: "laptop", x: 40, y: 66, s: 1.45, v: 2 },
      { el: "pin", x: 78, y: 56, s: 1 },
    ],
    [
      "Un webinaire sur l’implantation",
      "Illustration : un ordinateur affiche un graphique en barres, à côté d’un repère de carte doré.",
    ],
    ["A webinar on setting up", "Illustration: a laptop showing a bar chart, next to a gold map pin."],
  ),
  scene(
    "card-eoliennes",
    "card",
    P.pale,
    [
      { el: "mountains", y: 50, v: 1 },
      { el: "hills", y: 58, c: [P.teal] },
      { el: "turbine", x: 28, y: 66, s: 0.9 },
      { el: "turbine", x: 52, y: 64, s: 1.1 },
      { el: "turbine", x: 76, y: 66, s: 0.8 },
    ],
    ["Des éoliennes en montagne", "Illustration : trois éoliennes blanches sur une crête verte, devant les montagnes."],
    [
      "Wind turbines in the mountains",
      "Illustration: three white wind turbines on a green ridge, before the mountains.",
    ],
  ),
  scene(
    "card-fioles",
    "card",
    P.teal,
    [ground(64, N), { el: "flask", x: 36, y: 64, s: 1.3 }, { el: "tubes", x: 66, y: 64, s: 1.2 }],
    ["Une paillasse de chimie", "Illustration : un erlenmeyer et des tubes à essai colorés sur une paillasse."],
    ["A chemistry bench", "Illustration: a conical flask and coloured test tubes on a laboratory bench."],
  ),
  scene(
    "card-matieres",
    "card",
    P.white,
    [{ el: "swatches", x: 50, y: 62, s: 1.45 }],
    [
      "Des échantillons de matières",
      "Illustration : six échantillons de matières aux couleurs variées, accrochés comme dans une exposition.",
    ],
    ["Material samples", "Illustration: six material samples in varied colours, hung as in an exhibition."],
  ),
  scene(
    "card-ia-societe",
    "card",
    P.pale,
    [
      { el: "bubble", x: 50, y: 44, s: 1.1 },
      { el: "chip", x: 50, y: 24, s: 0.35 },
      { el: "person", x: 22, y: 72, s: 1.1, v: 1 },
      { el: "person", x: 50, y: 72, s: 1.1, v: 3 },
      { el: "person", x: 78, y: 72, s: 1.1, v: 4 },
    ],
    [
      "Un débat sur l’intelligence artificielle",
      "Illustration : trois personnes sous une bulle de conversation et une puce électronique, pour un débat.",
    ],
    [
      "A debate on artificial intelligence",
      "Illustration: three people under a speech bubble and a microchip, for a debate.",
    ],
  ),
  scene(
    "card-recherche-clinique",
    "card",
    P.pale,
    [
      { el: "capsule", x: 44, y: 62, s: 1.5 },
      { el: "cross", x: 80, y: 34, s: 0.7 },
    ],
    ["La recherche clinique", "Illustration : une gélule, un flacon de médicament et une croix de santé."],
    ["Clinical research", "Illustration: a capsule, a medicine bottle and a health cross."],
  ),
  scene(
    "card-engrenages",
    "card",
    P.pale,
    [
      ground(70, P.mist),
      { el: "gear", x: 34, y: 64, s: 1.4 },
      { el: "gear", x: 60, y: 46, s: 0.9, c: [P.steel, N] },
      { el: "arm", x: 78, y: 70, s: 1 },
    ],
    ["L’industrie du futur", "Illustration : des engrenages et un bras robotisé."],
    ["The industry of the future", "Illustration: gears and a robotic arm."],
  ),
  scene(
    "card-fete-science",
    "card",
    P.pale,
    [
      { el: "bunting", x: 0, y: 4 },
      ground(70, P.sand),
      { el: "crystal", x: 36, y: 62, s: 0.9, c: [P.gold, N, P.steel] },
      { el: "person", x: 66, y: 70, s: 1.1, v: 2 },
      { el: "person", x: 80, y: 70, s: 0.9, v: 0 },
    ],
    [
      "La Fête de la science",
      "Illustration : des fanions de fête au-dessus d’une maquette de cristal que regardent deux visiteurs.",
    ],
    ["The Science Festival", "Illustration: festive bunting above a crystal model that two visitors are looking at."],
  ),
  scene(
    "card-levee-fonds",
    "card",
    P.pale,
    [ground(54, P.mist), { el: "coins", x: 40, y: 54, s: 1.5 }, { el: "flask", x: 74, y: 54, s: 0.9 }],
    ["Une levée de fonds", "Illustration : des piles de pièces dorées à côté d’un flacon de laboratoire."],
    ["A funding round", "Illustration: stacks of gold coins next to a laboratory flask."],
  ),
  scene(
    "card-hydrogene",
    "card",
    P.pale,
    [{ el: "mountains", y: 44 }, ground(62, P.mist), { el: "tank", x: 50, y: 66, s: 1.5 }],
    ["L’hydrogène vert", "Illustration : une cuve d’hydrogène devant les montagnes."],
    ["Green hydrogen", "Illustration: a hydrogen tank before the mountains."],
  ),
  scene(
    "card-rentree",
    "card",
    P.pale,
    [
      ground(60, P.mist),
      { el: "building", x: 50, y: 60, s: 1.25, v: 0 },
      { el: "person", x: 18, y: 72, s: 1, v: 0 },
      { el: "person", x: 30, y: 72, s: 1, v: 3 },
      { el: "person", x: 70, y: 72, s: 1, v: 4 },
      { el: "person", x: 82, y: 72, s: 1, v: 1 },
    ],
    ["La rentrée", "Illustration : des étudiants devant l’entrée à colonnes d’une université, le jour de la rentrée."],
    [
      "The start of the year",
      "Illustration: students in front of a university's columned entrance on the first day of the year.",
    ],
  ),
  scene(
    "card-datacenter",
    "card",
    P.pale,
    [
      { el: "mountains", y: 40 },
      { el: "lake", y: 52, c: [P.teal, P.white] },
      { el: "rack", x: 32, y: 70, s: 1.1 },
      { el: "rack", x: 54, y: 70, s: 1.1 },
      { el: "leaf", x: 78, y: 70, s: 0.8 },
    ],
    [
      "Un centre de données sobre",
      "Illustration : des baies de serveurs au bord d’un lac de montagne, et une feuille.",
    ],
    ["A low-energy data centre", "Illustration: server racks on the shore of a mountain lake, and a leaf."],
  ),
  scene(
    "card-europe",
    "card",
    P.pale,
    [
      { el: "fields", y: 50 },
      { el: "eu", x: 32, y: 44, s: 1 },
      { el: "wheat", x: 70, y: 70, s: 1.2 },
      { el: "wheat", x: 80, y: 70, s: 1 },
    ],
    ["Un projet européen", "Illustration : le cercle d’étoiles européen au-dessus des champs, et des épis de blé."],
    ["A European project", "Illustration: the European circle of stars above the fields, and ears of wheat."],
  ),
  scene(
    "card-ligne-solaire",
    "card",
    P.pale,
    [
      { el: "building", x: 50, y: 40, s: 1.6, v: 1, c: [P.white, P.steel, P.gold] },
      ground(60, P.steel),
      { el: "panels", x: 50, y: 60, s: 1.4 },
    ],
    ["Une ligne de production", "Illustration : des panneaux solaires sur une ligne de production, devant l’usine."],
    ["A production line", "Illustration: solar panels on a production line, in front of the factory."],
  ),
  scene(
    "card-alternance",
    "card",
    P.sand,
    [
      { el: "helmet", x: 36, y: 62, s: 1.4 },
      { el: "cap", x: 66, y: 58, s: 1.3 },
    ],
    ["L’alternance", "Illustration : un casque de chantier et une toque de diplômé, l’entreprise et l’école."],
    ["Work-study", "Illustration: a hard hat and a graduation cap, the company and the school."],
  ),
  scene(
    "card-catalogue",
    "card",
    P.pale,
    [ground(70, P.mist), { el: "monitor", x: 46, y: 70, s: 1.6 }, { el: "books", x: 82, y: 70, s: 0.9 }],
    ["Un catalogue en ligne", "Illustration : un écran affiche une liste de formations, à côté de quelques livres."],
    ["An online catalogue", "Illustration: a screen showing a list of programmes, next to a few books."],
  ),
  scene(
    "card-chu",
    "card",
    P.pale,
    [ground(66, P.mist), { el: "building", x: 40, y: 66, s: 1.2, v: 2 }, { el: "flask", x: 76, y: 66, s: 0.9 }],
    [
      "Un laboratoire à l’hôpital",
      "Illustration : un hôpital universitaire marqué d’une croix et un flacon de laboratoire.",
    ],
    [
      "A laboratory at the hospital",
      "Illustration: a university hospital marked with a cross, and a laboratory flask.",
    ],
  ),
  scene(
    "card-prisme",
    "card",
    N,
    [
      { el: "prism", x: 50, y: 52, s: 1.2 },
      { el: "trophy", x: 82, y: 72, s: 0.8 },
    ],
    [
      "La lumière et le prix",
      "Illustration : un faisceau de lumière décomposé par un prisme en couleurs, et un trophée doré.",
    ],
    ["Light and the award", "Illustration: a beam of light split into colours by a prism, and a gold trophy."],
  ),
];

/** Every image of the demo content, in attachment order. */
export const MEDIA: MediaDef[] = [...DRAWN, ...SCENES];
