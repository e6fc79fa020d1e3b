// Member organisations ("societies" post type): universities, schools, laboratories, companies.

import type { Field, Place } from "./events.ts";
import type { MediaName } from "./media.ts";

interface SocietyText {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string[];
}

export interface SocietyDef {
  logo: MediaName | false;
  website: string;
  field: Field;
  place: Place;
  members: number;
  fr: SocietyText;
  en: SocietyText;
}

export const SOCIETIES: SocietyDef[] = [
  {
    logo: "logo-rhone-confluence",
    website: "https://www.rhone-confluence.example",
    field: "humanities",
    place: "lyon",
    members: 4200,
    fr: {
      id: 1301,
      slug: "universite-rhone-confluence",
      title: "Université Rhône-Confluence",
      summary:
        "Une université pluridisciplinaire de 38 000 étudiants, au confluent des sciences, des lettres et de la santé.",
      body: [
        "L'Université Rhône-Confluence réunit quatre facultés, deux instituts et vingt-six laboratoires. Elle forme chaque année 38 000 étudiants, de la licence au doctorat.",
        "Membre fondateur de Confluence, elle coordonne le programme d'accueil des étudiants internationaux et la semaine d'intégration de la rentrée.",
      ],
    },
    en: {
      id: 2301,
      slug: "rhone-confluence-university",
      title: "Rhône-Confluence University",
      summary: "A multidisciplinary university of 38,000 students, where sciences, humanities and health meet.",
      body: [
        "Rhône-Confluence University brings together four faculties, two institutes and twenty-six laboratories. Every year it trains 38,000 students, from bachelor's to doctoral level.",
        "A founding member of Confluence, it coordinates the international students welcome programme and the back-to-school integration week.",
      ],
    },
  },
  {
    logo: "logo-forez-ingenieurs",
    website: "https://www.forez-ingenieurs.example",
    field: "engineering",
    place: "saint-etienne",
    members: 650,
    fr: {
      id: 1302,
      slug: "ecole-ingenieurs-forez",
      title: "École d'ingénieurs du Forez",
      summary: "Une école d'ingénieurs généraliste tournée vers l'industrie, la mécanique et les objets connectés.",
      body: [
        "L'École d'ingénieurs du Forez forme 1 200 élèves ingénieurs en mécanique, génie industriel et systèmes embarqués. Son fablab est ouvert aux entreprises et aux associations du territoire.",
        "Elle ouvre à la prochaine rentrée un cursus entièrement en alternance, construit avec une trentaine d'entreprises partenaires.",
      ],
    },
    en: {
      id: 2302,
      slug: "forez-school-of-engineering",
      title: "Forez School of Engineering",
      summary: "A general engineering school focused on industry, mechanics and connected objects.",
      body: [
        "The Forez School of Engineering trains 1,200 engineering students in mechanics, industrial engineering and embedded systems. Its fablab is open to local companies and associations.",
        "Next year it opens a fully work-study track, designed with some thirty partner companies.",
      ],
    },
  },
  {
    logo: "logo-belledonne-energie",
    website: "https://www.institut-belledonne.example",
    field: "energy",
    place: "grenoble",
    members: 380,
    fr: {
      id: 1303,
      slug: "institut-belledonne-energie",
      title: "Institut Belledonne pour l'énergie",
      summary: "Un institut de recherche sur le stockage de l'énergie, les réseaux intelligents et l'hydrogène.",
      body: [
        "Installé au pied de la chaîne de Belledonne, l'institut compte 380 chercheurs, ingénieurs et techniciens. Ses halls d'essais accueillent des prototypes de batteries et d'électrolyseurs à l'échelle industrielle.",
        "Il travaille avec une centaine d'entreprises, des start-up aux grands groupes de l'énergie.",
      ],
    },
    en: {
      id: 2303,
      slug: "belledonne-energy-institute",
      title: "Belledonne Energy Institute",
      summary: "A research institute working on energy storage, smart grids and hydrogen.",
      body: [
        "Located at the foot of the Belledonne range, the institute has 380 researchers, engineers and technicians. Its test halls host industrial-scale prototypes of batteries and electrolysers.",
        "It works with about a hundred companies, from start-ups to major energy groups.",
      ],
    },
  },
  {
    logo: "logo-volcans-biotech",
    website: "https://www.volcans-biotech.example",
    field: "health",
    place: "clermont",
    members: 85,
    fr: {
      id: 1304,
      slug: "volcans-biotech",
      title: "Volcans Biotech",
      summary: "Une jeune entreprise de bioproduction issue d'un laboratoire clermontois.",
      body: [
        "Volcans Biotech met au point des procédés de bioproduction plus sobres pour fabriquer des protéines thérapeutiques. L'entreprise est née en 2021 d'un laboratoire de la communauté.",
        "Après une levée de fonds de 12 millions d'euros, elle construit son premier site de production à Clermont-Ferrand.",
      ],
    },
    en: {
      id: 2304,
      slug: "volcans-biotech",
      title: "Volcans Biotech",
      summary: "A young bioproduction company spun off from a Clermont-Ferrand laboratory.",
      body: [
        "Volcans Biotech develops leaner bioproduction processes to make therapeutic proteins. The company was founded in 2021 as a spin-off from one of the community's laboratories.",
        "After raising €12 million, it is building its first production site in Clermont-Ferrand.",
      ],
    },
  },
  {
    logo: "logo-lumen-photonique",
    website: "https://www.lumen-photonique.example",
    field: "materials",
    place: "grenoble",
    members: 140,
    fr: {
      id: 1305,
      slug: "lumen-photonique",
      title: "Lumen Photonique",
      summary: "Des capteurs optiques pour mesurer la qualité de l'eau et de l'air en temps réel.",
      body: [
        "Lumen Photonique conçoit et fabrique à Grenoble des capteurs optiques miniaturisés. Ses produits équipent des stations de traitement de l'eau et des réseaux de surveillance de l'air.",
        "L'entreprise accueille chaque année une dizaine de stagiaires et de doctorants en partenariat avec les laboratoires de la communauté.",
      ],
    },
    en: {
      id: 2305,
      slug: "lumen-photonique",
      title: "Lumen Photonique",
      summary: "Optical sensors that measure water and air quality in real time.",
      body: [
        "Lumen Photonique designs and manufactures miniaturised optical sensors in Grenoble. Its products equip water treatment plants and air monitoring networks.",
        "Every year the company hosts around ten interns and PhD students in partnership with the community's laboratories.",
      ],
    },
  },
  {
    logo: "logo-atelier-vercors",
    website: "https://www.atelier-vercors.example",
    field: "design",
    place: "valence",
    members: 24,
    fr: {
      id: 1306,
      slug: "atelier-vercors-design",
      title: "Atelier Vercors Design",
      summary: "Un studio de design qui conçoit des objets durables et réparables, fabriqués localement.",
      body: [
        "L'Atelier Vercors Design accompagne entreprises et collectivités dans la conception de mobilier, d'objets et d'espaces. Chaque projet part d'une analyse du cycle de vie et privilégie les matériaux locaux.",
        "Le studio anime des masterclass pour les étudiants en design de la région.",
      ],
    },
    en: {
      id: 2306,
      slug: "atelier-vercors-design",
      title: "Atelier Vercors Design",
      summary: "A design studio creating durable, repairable and locally made objects.",
      body: [
        "Atelier Vercors Design helps companies and local authorities design furniture, objects and spaces. Every project starts with a life-cycle analysis and favours local materials.",
        "The studio runs masterclasses for design students in the region.",
      ],
    },
  },
  {
    logo: "logo-lacustre-data",
    website: "https://www.lacustre-data.example",
    field: "digital",
    place: "annecy",
    members: 52,
    fr: {
      id: 1307,
      slug: "lacustre-data",
      title: "Lacustre Data",
      summary: "Un hébergeur de données qui refroidit ses serveurs avec l'eau du lac.",
      body: [
        "Lacustre Data exploite à Annecy un centre de données refroidi par l'eau profonde du lac. La chaleur récupérée alimente un réseau de chauffage urbain.",
        "Une partie de ses capacités de calcul est réservée aux laboratoires publics de la communauté.",
      ],
    },
    en: {
      id: 2307,
      slug: "lacustre-data",
      title: "Lacustre Data",
      summary: "A data hosting company that cools its servers with lake water.",
      body: [
        "Lacustre Data runs a data centre in Annecy cooled by deep lake water. The recovered heat feeds a district heating network.",
        "Part of its computing capacity is reserved for the community's public laboratories.",
      ],
    },
  },
  {
    logo: "logo-solaris-savoie",
    website: "https://www.solaris-savoie.example",
    field: "energy",
    place: "chambery",
    members: 210,
    fr: {
      id: 1308,
      slug: "solaris-savoie",
      title: "Solaris Savoie",
      summary: "Un fabricant de panneaux solaires conçus pour la montagne.",
      body: [
        "Solaris Savoie fabrique à Chambéry des panneaux photovoltaïques résistants à la neige et aux grands écarts de température. Sa nouvelle ligne de production double sa capacité.",
        "L'entreprise mène plusieurs programmes de recherche avec l'Institut Belledonne pour l'énergie.",
      ],
    },
    en: {
      id: 2308,
      slug: "solaris-savoie",
      title: "Solaris Savoie",
      summary: "A manufacturer of solar panels designed for the mountains.",
      body: [
        "Solaris Savoie makes photovoltaic panels in Chambéry that withstand snow and wide temperature swings. Its new production line doubles its capacity.",
        "The company runs several research programmes with the Belledonne Energy Institute.",
      ],
    },
  },
  {
    logo: "logo-sante-numerique",
    website: "https://www.lcsn.example",
    field: "health",
    place: "lyon",
    members: 120,
    fr: {
      id: 1309,
      slug: "laboratoire-confluence-sante-numerique",
      title: "Laboratoire Confluence Santé numérique",
      summary: "Un laboratoire de recherche sur les outils numériques au service des soignants et des patients.",
      body: [
        "Le laboratoire réunit informaticiens, médecins et chercheurs en sciences sociales pour concevoir et évaluer des outils numériques de santé.",
        "Il a créé avec le centre hospitalier universitaire une équipe commune dédiée à l'évaluation des outils d'aide au diagnostic.",
      ],
    },
    en: {
      id: 2309,
      slug: "confluence-digital-health-lab",
      title: "Confluence Digital Health Lab",
      summary: "A research laboratory working on digital tools for caregivers and patients.",
      body: [
        "The lab brings together computer scientists, doctors and social scientists to design and evaluate digital health tools.",
        "Together with the university hospital it has created a joint team dedicated to evaluating diagnostic support tools.",
      ],
    },
  },
  {
    logo: "logo-agrosphere",
    website: "https://www.agrosphere-drome.example",
    field: "environment",
    place: "valence",
    members: 60,
    fr: {
      id: 1310,
      slug: "agrosphere-drome",
      title: "Agrosphère Drôme",
      summary: "Un centre d'expérimentation agricole qui aide les exploitations à économiser l'eau.",
      body: [
        "Agrosphère Drôme teste sur ses parcelles expérimentales des techniques d'irrigation économe, de suivi des cultures par drone et d'agriculture de conservation.",
        "Le centre coordonne un projet européen réunissant onze partenaires dans cinq pays.",
      ],
    },
    en: {
      id: 2310,
      slug: "agrosphere-drome",
      title: "Agrosphère Drôme",
      summary: "An agricultural test centre helping farms save water.",
      body: [
        "Agrosphère Drôme tests water-saving irrigation, drone crop monitoring and conservation agriculture on its experimental plots.",
        "The centre coordinates a European project with eleven partners in five countries.",
      ],
    },
  },
  {
    logo: false,
    website: "https://www.gerland-materiaux.example",
    field: "materials",
    place: "lyon",
    members: 310,
    fr: {
      id: 1311,
      slug: "gerland-materiaux-avances",
      title: "Gerland Matériaux avancés",
      summary: "Un centre technique au service des industriels de la chimie et des matériaux.",
      body: [
        "Gerland Matériaux avancés met à la disposition des entreprises des plateformes de caractérisation et d'essais : microscopie électronique, diffraction X, essais mécaniques.",
        "Ses ingénieurs accompagnent chaque année plus de deux cents projets industriels.",
      ],
    },
    en: {
      id: 2311,
      slug: "gerland-advanced-materials",
      title: "Gerland Advanced Materials",
      summary: "A technical centre serving chemical and materials manufacturers.",
      body: [
        "Gerland Advanced Materials offers companies characterisation and testing platforms: electron microscopy, X-ray diffraction, mechanical testing.",
        "Its engineers support more than two hundred industrial projects every year.",
      ],
    },
  },
  {
    logo: false,
    website: "https://www.msh-massif-central.example",
    field: "humanities",
    place: "clermont",
    members: 95,
    fr: {
      id: 1312,
      slug: "maison-sciences-sociales-massif-central",
      title: "Maison des sciences sociales du Massif central",
      summary: "Un lieu de recherche et de débat sur les territoires ruraux et de moyenne montagne.",
      body: [
        "La Maison des sciences sociales du Massif central accueille des chercheurs en géographie, en histoire, en sociologie et en économie qui étudient les territoires ruraux.",
        "Elle organise chaque mois un café des sciences ouvert à tous.",
      ],
    },
    en: {
      id: 2312,
      slug: "massif-central-social-sciences-centre",
      title: "Massif Central Social Sciences Centre",
      summary: "A place for research and debate on rural and upland regions.",
      body: [
        "The Massif Central Social Sciences Centre hosts researchers in geography, history, sociology and economics who study rural regions.",
        "Every month it holds a science café open to all.",
      ],
    },
  },
];
