// Events and news ("events" post type). Dates are relative to the day the CMS starts, so the
// demo never goes stale: `day` is an offset in days from today (Paris time); events have a start
// hour and end (same or later day); news only have a publication date.

import type { MediaName } from "./media.ts";

export type Place = "lyon" | "grenoble" | "saint-etienne" | "clermont" | "annecy" | "chambery" | "valence" | "online";
export type Field =
  "digital" | "health" | "energy" | "materials" | "humanities" | "environment" | "engineering" | "design";

export const PLACES: Record<Place, { fr: string; en: string }> = {
  lyon: { fr: "Lyon", en: "Lyon" },
  grenoble: { fr: "Grenoble", en: "Grenoble" },
  "saint-etienne": { fr: "Saint-Étienne", en: "Saint-Étienne" },
  clermont: { fr: "Clermont-Ferrand", en: "Clermont-Ferrand" },
  annecy: { fr: "Annecy", en: "Annecy" },
  chambery: { fr: "Chambéry", en: "Chambéry" },
  valence: { fr: "Valence", en: "Valence" },
  online: { fr: "En ligne", en: "Online" },
};

/** Where a place's events take place: the venue and its street address, one line each ("" online). */
export const VENUES: Record<Place, { fr: string; en: string }> = {
  lyon: {
    fr: "Maison de la Confluence\n12 quai des Deux-Rivières\n69002 Lyon",
    en: "Maison de la Confluence\n12 quai des Deux-Rivières\n69002 Lyon, France",
  },
  grenoble: {
    fr: "Campus Belledonne, amphithéâtre Marie-Curie\n25 avenue des Sciences\n38000 Grenoble",
    en: "Belledonne Campus, Marie-Curie lecture hall\n25 avenue des Sciences\n38000 Grenoble, France",
  },
  "saint-etienne": {
    fr: "École d’ingénieurs du Forez, fablab\n10 rue de la Manufacture\n42000 Saint-Étienne",
    en: "Forez School of Engineering, fablab\n10 rue de la Manufacture\n42000 Saint-Étienne, France",
  },
  clermont: {
    fr: "Pôle universitaire des Volcans\n4 place des Dômes\n63000 Clermont-Ferrand",
    en: "Volcans University Centre\n4 place des Dômes\n63000 Clermont-Ferrand, France",
  },
  annecy: {
    fr: "Halle des Lacs\n7 quai de l’Innovation\n74000 Annecy",
    en: "Halle des Lacs\n7 quai de l’Innovation\n74000 Annecy, France",
  },
  chambery: {
    fr: "Campus du Lac, salle du Bourget\n15 avenue du Lac\n73000 Chambéry",
    en: "Lake Campus, Bourget room\n15 avenue du Lac\n73000 Chambéry, France",
  },
  valence: {
    fr: "Maison de la Drôme numérique\n3 rue des Vergers\n26000 Valence",
    en: "Drôme Digital House\n3 rue des Vergers\n26000 Valence, France",
  },
  online: { fr: "", en: "" },
};

export const FIELDS: Record<Field, { fr: string; en: string }> = {
  digital: { fr: "Numérique", en: "Digital technology" },
  health: { fr: "Santé", en: "Health" },
  energy: { fr: "Énergie", en: "Energy" },
  materials: { fr: "Chimie et matériaux", en: "Chemistry and materials" },
  humanities: { fr: "Sciences humaines et sociales", en: "Humanities and social sciences" },
  environment: { fr: "Environnement", en: "Environment" },
  engineering: { fr: "Ingénierie", en: "Engineering" },
  design: { fr: "Arts et design", en: "Arts and design" },
};

interface EventText {
  id: number;
  slug: string;
  title: string;
  summary: string;
  points: string[];
}

export interface EventDef {
  type: "event" | "news";
  /** events: start day offset from today; news: publication day offset (negative) */
  day: number;
  /** "18:30" start time (events) */
  start?: string;
  /** "20:30" end time, on the start day plus `days` */
  end?: string;
  /** number of extra days the event lasts */
  days?: number;
  place: Place;
  field: Field;
  image: MediaName | false;
  /** registration is required (a link to the booking page) */
  registration?: boolean;
  fr: EventText;
  en: EventText;
}

export const EVENTS: EventDef[] = [
  {
    type: "event",
    day: 3,
    start: "18:30",
    end: "20:30",
    place: "lyon",
    field: "health",
    image: "card-medecine",
    registration: true,
    fr: {
      id: 1001,
      slug: "conference-medecine-de-demain",
      title: "Conférence : la médecine de demain se fabrique à Lyon",
      summary:
        "Chercheurs, cliniciens et entrepreneurs racontent comment les thérapies innovantes passent du laboratoire au patient, et ce que cela change pour la région.",
      points: [
        "Les biothérapies, de la paillasse à l'hôpital",
        "Table ronde avec trois jeunes entreprises de la santé",
        "Questions du public et cocktail",
      ],
    },
    en: {
      id: 2001,
      slug: "talk-tomorrows-medicine",
      title: "Talk: tomorrow's medicine is made in Lyon",
      summary:
        "Researchers, clinicians and entrepreneurs explain how innovative therapies travel from the laboratory to the patient, and what this changes for the region.",
      points: [
        "Biotherapies, from the bench to the hospital",
        "Panel with three young health companies",
        "Questions from the audience and drinks",
      ],
    },
  },
  {
    type: "event",
    day: 6,
    start: "09:00",
    end: "17:00",
    place: "grenoble",
    field: "energy",
    image: "hero-energie",
    fr: {
      id: 1002,
      slug: "portes-ouvertes-institut-belledonne",
      title: "Journée portes ouvertes de l'Institut Belledonne",
      summary:
        "L'Institut Belledonne pour l'énergie ouvre ses halls d'essais au public : batteries, réseaux intelligents et hydrogène n'auront plus de secret pour vous.",
      points: [
        "Visites guidées des halls d'essais toutes les heures",
        "Démonstrations de stockage d'énergie",
        "Rencontres avec les équipes de recherche et les doctorants",
      ],
    },
    en: {
      id: 2002,
      slug: "belledonne-institute-open-day",
      title: "Belledonne Institute open day",
      summary:
        "The Belledonne Energy Institute opens its test halls to the public: batteries, smart grids and hydrogen will hold no more secrets for you.",
      points: [
        "Guided tours of the test halls every hour",
        "Energy storage demonstrations",
        "Meet the research teams and PhD students",
      ],
    },
  },
  {
    type: "event",
    day: 9,
    start: "14:00",
    end: "18:00",
    place: "saint-etienne",
    field: "engineering",
    image: "card-objet-connecte",
    registration: true,
    fr: {
      id: 1003,
      slug: "atelier-prototypage-objet-connecte",
      title: "Atelier : prototyper un objet connecté en une après-midi",
      summary:
        "Au fablab de l'École d'ingénieurs du Forez, apprenez à passer d'une idée à un prototype qui fonctionne, capteurs et impression 3D compris.",
      points: [
        "Prise en main des cartes électroniques",
        "Conception et impression 3D d'un boîtier",
        "Présentation des prototypes en fin d'atelier",
      ],
    },
    en: {
      id: 2003,
      slug: "workshop-connected-object-prototyping",
      title: "Workshop: prototype a connected object in an afternoon",
      summary:
        "At the Forez School of Engineering fablab, learn how to go from an idea to a working prototype, sensors and 3D printing included.",
      points: [
        "Getting started with microcontroller boards",
        "Designing and 3D printing an enclosure",
        "Prototype show-and-tell at the end",
      ],
    },
  },
  {
    type: "event",
    day: 12,
    start: "09:00",
    end: "18:00",
    days: 1,
    place: "lyon",
    field: "digital",
    image: "card-hackathon",
    registration: true,
    fr: {
      id: 1004,
      slug: "hackathon-sante-numerique",
      title: "Hackathon santé numérique",
      summary:
        "Deux jours pour imaginer, avec des soignants et des patients, des outils numériques utiles à l'hôpital. Équipes mixtes, mentors et prix à la clé.",
      points: [
        "Défis proposés par des services hospitaliers",
        "Mentorat par des développeurs et des médecins",
        "Jury final et remise des prix",
      ],
    },
    en: {
      id: 2004,
      slug: "digital-health-hackathon",
      title: "Digital health hackathon",
      summary:
        "Two days to design, with caregivers and patients, digital tools that are useful in hospitals. Mixed teams, mentors and prizes to win.",
      points: [
        "Challenges set by hospital departments",
        "Mentoring by developers and doctors",
        "Final jury and award ceremony",
      ],
    },
  },
  {
    type: "event",
    day: 15,
    start: "19:00",
    end: "21:00",
    place: "clermont",
    field: "humanities",
    image: "card-volcans",
    fr: {
      id: 1005,
      slug: "cafe-des-sciences-volcans",
      title: "Café des sciences : que disent les volcans de notre histoire ?",
      summary:
        "Une géologue et un historien croisent leurs regards sur la chaîne des Puys et sur la façon dont les volcans ont façonné la vie en Auvergne.",
      points: [
        "Échange informel autour d'un verre",
        "Cartes anciennes et relevés récents",
        "Questions libres du public",
      ],
    },
    en: {
      id: 2005,
      slug: "science-cafe-volcanoes",
      title: "Science café: what volcanoes tell us about our history",
      summary:
        "A geologist and a historian compare their views on the Chaîne des Puys and on how volcanoes have shaped life in Auvergne.",
      points: [
        "An informal discussion over a drink",
        "Old maps and recent surveys",
        "Open questions from the audience",
      ],
    },
  },
  {
    type: "event",
    day: 18,
    start: "12:30",
    end: "13:30",
    place: "online",
    field: "digital",
    image: "card-webinaire-these",
    registration: true,
    fr: {
      id: 1006,
      slug: "webinaire-these-cifre",
      title: "Webinaire : financer sa thèse en entreprise (CIFRE)",
      summary:
        "Comment fonctionne une convention industrielle de formation par la recherche ? Une doctorante, son encadrant et une entreprise d'accueil répondent à vos questions.",
      points: [
        "Le calendrier et les étapes du dossier",
        "Le rôle de l'entreprise et du laboratoire",
        "Témoignage d'une doctorante en deuxième année",
      ],
    },
    en: {
      id: 2006,
      slug: "webinar-industrial-phd-cifre",
      title: "Webinar: funding your PhD with a company (CIFRE)",
      summary:
        "How does an industrial research training agreement work? A PhD student, her supervisor and a host company answer your questions.",
      points: [
        "Timeline and application steps",
        "The roles of the company and the laboratory",
        "A second-year PhD student shares her experience",
      ],
    },
  },
  {
    type: "event",
    day: 21,
    start: "10:00",
    end: "16:00",
    place: "annecy",
    field: "environment",
    image: "card-lac",
    fr: {
      id: 1007,
      slug: "forum-eau-lacs-alpins",
      title: "Forum de l'eau et des lacs alpins",
      summary:
        "Scientifiques, collectivités et associations font le point sur la qualité de l'eau des lacs alpins et sur les solutions pour la préserver.",
      points: [
        "Conférences sur le suivi des lacs d'Annecy et du Bourget",
        "Stands des laboratoires et des associations",
        "Atelier pour les familles l'après-midi",
      ],
    },
    en: {
      id: 2007,
      slug: "alpine-lakes-water-forum",
      title: "Alpine lakes and water forum",
      summary:
        "Scientists, local authorities and associations review the water quality of Alpine lakes and the solutions to preserve it.",
      points: [
        "Talks on monitoring lakes Annecy and Bourget",
        "Stands from laboratories and associations",
        "Family workshop in the afternoon",
      ],
    },
  },
  {
    type: "event",
    day: 24,
    start: "18:00",
    end: "20:00",
    place: "chambery",
    field: "energy",
    image: "card-solaire-montagne",
    fr: {
      id: 1008,
      slug: "rencontre-solaire-en-montagne",
      title: "Rencontre : le solaire en montagne",
      summary:
        "Neige, altitude, paysages : le photovoltaïque en montagne pose des questions particulières. Chercheurs et industriels savoyards partagent leurs retours d'expérience.",
      points: [
        "Résultats de trois ans de mesures en altitude",
        "Intégration paysagère des installations",
        "Échanges avec Solaris Savoie",
      ],
    },
    en: {
      id: 2008,
      slug: "meetup-solar-power-mountains",
      title: "Meet-up: solar power in the mountains",
      summary:
        "Snow, altitude, landscapes: solar power in the mountains raises specific questions. Researchers and manufacturers from Savoie share what they have learnt.",
      points: [
        "Results of three years of high-altitude measurements",
        "Fitting installations into the landscape",
        "Discussion with Solaris Savoie",
      ],
    },
  },
  {
    type: "event",
    day: 28,
    start: "09:30",
    end: "12:30",
    place: "valence",
    field: "design",
    image: "card-eco-conception",
    registration: true,
    fr: {
      id: 1009,
      slug: "masterclass-eco-conception",
      title: "Masterclass design et éco-conception",
      summary:
        "L'Atelier Vercors Design partage sa méthode pour concevoir des objets durables, réparables et fabriqués localement.",
      points: [
        "Analyse du cycle de vie d'un objet du quotidien",
        "Choisir ses matériaux et ses fournisseurs",
        "Étude de cas : une chaise en bois local",
      ],
    },
    en: {
      id: 2009,
      slug: "masterclass-eco-design",
      title: "Masterclass: design and eco-design",
      summary: "Atelier Vercors Design shares its method for designing durable, repairable and locally made objects.",
      points: [
        "Life-cycle analysis of an everyday object",
        "Choosing materials and suppliers",
        "Case study: a chair made from local wood",
      ],
    },
  },
  {
    type: "event",
    day: 33,
    start: "14:00",
    end: "17:30",
    place: "lyon",
    field: "materials",
    image: "card-cristal",
    registration: true,
    fr: {
      id: 1010,
      slug: "visite-plateformes-materiaux",
      title: "Visite des plateformes de caractérisation des matériaux",
      summary:
        "Microscopes électroniques, diffraction X, essais mécaniques : découvrez les équipements ouverts aux entreprises et aux laboratoires partenaires.",
      points: [
        "Présentation de l'offre de services",
        "Visite en petits groupes",
        "Rendez-vous individuels avec les ingénieurs",
      ],
    },
    en: {
      id: 2010,
      slug: "materials-platforms-tour",
      title: "Tour of the materials characterisation platforms",
      summary:
        "Electron microscopes, X-ray diffraction, mechanical testing: discover the equipment open to companies and partner laboratories.",
      points: ["Overview of the services offered", "Tour in small groups", "One-to-one meetings with the engineers"],
    },
  },
  {
    type: "event",
    day: 38,
    start: "09:00",
    end: "18:00",
    place: "grenoble",
    field: "digital",
    image: "card-atelier",
    registration: true,
    fr: {
      id: 1011,
      slug: "forum-entreprises-doctorants",
      title: "Forum entreprises & doctorants",
      summary:
        "Une journée pour que doctorants et jeunes docteurs rencontrent les entreprises qui recrutent des profils de recherche.",
      points: [
        "Plus de quarante entreprises présentes",
        "Relecture de CV et simulations d'entretien",
        "Conférence : valoriser son doctorat hors de l'université",
      ],
    },
    en: {
      id: 2011,
      slug: "companies-phd-forum",
      title: "Companies & PhD candidates forum",
      summary: "A day for PhD candidates and young doctors to meet the companies hiring research profiles.",
      points: [
        "More than forty companies attending",
        "CV reviews and mock interviews",
        "Talk: making the most of your PhD outside academia",
      ],
    },
  },
  {
    type: "event",
    day: 42,
    start: "18:30",
    end: "20:00",
    place: "online",
    field: "health",
    image: "card-bien-etre",
    registration: true,
    fr: {
      id: 1012,
      slug: "webinaire-sante-mentale-etudiants",
      title: "Webinaire : bien-être et santé mentale des étudiants",
      summary:
        "Les services de santé universitaires présentent les dispositifs d'écoute et d'accompagnement, et donnent des repères pour traverser les périodes d'examens.",
      points: [
        "Reconnaître les signes de fatigue et d'isolement",
        "Les consultations gratuites près de chez vous",
        "Questions anonymes par messagerie",
      ],
    },
    en: {
      id: 2012,
      slug: "webinar-student-mental-health",
      title: "Webinar: student wellbeing and mental health",
      summary:
        "University health services present their listening and support services, and share tips for getting through exam periods.",
      points: [
        "Recognising signs of fatigue and isolation",
        "Free consultations near you",
        "Anonymous questions via chat",
      ],
    },
  },
  {
    type: "event",
    day: 47,
    start: "20:00",
    end: "22:30",
    place: "saint-etienne",
    field: "design",
    image: "card-nuit-design",
    fr: {
      id: 1013,
      slug: "nuit-du-design",
      title: "Nuit du design",
      summary:
        "Les écoles et studios stéphanois ouvrent leurs portes le temps d'une soirée : expositions, performances et projections dans toute la ville.",
      points: [
        "Parcours libre dans une dizaine de lieux",
        "Projections sur les façades du quartier créatif",
        "Navettes gratuites entre les sites",
      ],
    },
    en: {
      id: 2013,
      slug: "design-night",
      title: "Design night",
      summary:
        "Saint-Étienne's schools and studios open their doors for one evening: exhibitions, performances and projections all over the city.",
      points: [
        "Self-guided tour of a dozen venues",
        "Projections on the façades of the creative district",
        "Free shuttles between the sites",
      ],
    },
  },
  {
    type: "event",
    day: 52,
    start: "09:00",
    end: "17:00",
    place: "clermont",
    field: "health",
    image: "card-adn",
    registration: true,
    fr: {
      id: 1014,
      slug: "colloque-biotechnologies-territoires",
      title: "Colloque biotechnologies et territoires",
      summary:
        "Comment les biotechnologies s'ancrent-elles dans les territoires ? Chercheurs, élus et industriels débattent des emplois, des compétences et des infrastructures.",
      points: [
        "Conférence d'ouverture sur la bioproduction",
        "Trois tables rondes thématiques",
        "Posters des doctorants et prix du meilleur poster",
      ],
    },
    en: {
      id: 2014,
      slug: "biotechnology-regions-symposium",
      title: "Biotechnology and regions symposium",
      summary:
        "How do biotechnologies take root in a region? Researchers, elected officials and manufacturers discuss jobs, skills and infrastructure.",
      points: ["Opening keynote on bioproduction", "Three themed panels", "PhD posters and best poster award"],
    },
  },
  {
    type: "event",
    day: 58,
    start: "09:00",
    end: "18:00",
    days: 2,
    place: "lyon",
    field: "humanities",
    image: "card-valises",
    fr: {
      id: 1015,
      slug: "semaine-accueil-etudiants-internationaux",
      title: "Semaine d'accueil des étudiants internationaux",
      summary:
        "Trois jours pour aider les nouveaux arrivants à s'installer : démarches, logement, santé, transports et découverte de la ville.",
      points: [
        "Guichet unique pour le titre de séjour et la sécurité sociale",
        "Visites de la ville en plusieurs langues",
        "Soirée d'accueil avec les associations étudiantes",
      ],
    },
    en: {
      id: 2015,
      slug: "international-students-welcome-week",
      title: "International students welcome week",
      summary:
        "Three days to help newcomers settle in: paperwork, housing, health, transport and discovering the city.",
      points: [
        "One-stop desk for residence permits and health insurance",
        "City tours in several languages",
        "Welcome party with student associations",
      ],
    },
  },
  {
    type: "event",
    day: 65,
    start: "14:00",
    end: "18:00",
    place: "valence",
    field: "environment",
    image: "card-ferme",
    registration: true,
    fr: {
      id: 1016,
      slug: "visite-ferme-agriculture-precision",
      title: "Visite de ferme expérimentale : l'agriculture de précision",
      summary:
        "Capteurs dans les champs, drones et irrigation pilotée : Agrosphère Drôme montre comment la recherche aide les agriculteurs à économiser l'eau.",
      points: [
        "Démonstration de drones de suivi des cultures",
        "Parcelles d'essai en irrigation économe",
        "Discussion avec des agriculteurs partenaires",
      ],
    },
    en: {
      id: 2016,
      slug: "experimental-farm-precision-agriculture",
      title: "Experimental farm visit: precision agriculture",
      summary:
        "Field sensors, drones and smart irrigation: Agrosphère Drôme shows how research helps farmers save water.",
      points: [
        "Crop-monitoring drone demonstration",
        "Trial plots with water-saving irrigation",
        "Discussion with partner farmers",
      ],
    },
  },
  {
    type: "event",
    day: 73,
    start: "09:00",
    end: "18:00",
    place: "grenoble",
    field: "engineering",
    image: "card-robot",
    fr: {
      id: 1017,
      slug: "concours-robotique-etudiante",
      title: "Concours de robotique étudiante",
      summary:
        "Vingt équipes d'écoles et d'universités s'affrontent avec des robots conçus pendant l'année. Ouvert au public, ambiance garantie.",
      points: [
        "Épreuves de navigation autonome",
        "Défi de manipulation d'objets",
        "Finale et remise des prix en fin de journée",
      ],
    },
    en: {
      id: 2017,
      slug: "student-robotics-contest",
      title: "Student robotics contest",
      summary:
        "Twenty teams from schools and universities compete with robots they built during the year. Open to the public, great atmosphere guaranteed.",
      points: [
        "Autonomous navigation trials",
        "Object handling challenge",
        "Final and award ceremony at the end of the day",
      ],
    },
  },
  {
    type: "event",
    day: 80,
    start: "18:00",
    end: "21:00",
    place: "annecy",
    field: "digital",
    image: "card-pitch",
    registration: true,
    fr: {
      id: 1018,
      slug: "soiree-startups-pitchs",
      title: "Soirée startups : pitchs et rencontres",
      summary:
        "Dix jeunes entreprises du numérique présentent leur projet en cinq minutes devant des investisseurs, des grands groupes et le public.",
      points: [
        "Dix pitchs de cinq minutes",
        "Retours d'un jury d'investisseurs",
        "Rencontres libres autour d'un buffet",
      ],
    },
    en: {
      id: 2018,
      slug: "startup-night-pitches",
      title: "Startup night: pitches and networking",
      summary:
        "Ten young digital companies present their project in five minutes to investors, large companies and the public.",
      points: ["Ten five-minute pitches", "Feedback from a panel of investors", "Networking over a buffet"],
    },
  },
  {
    type: "event",
    day: 95,
    start: "10:00",
    end: "12:00",
    place: "online",
    field: "engineering",
    image: "card-webinaire-implantation",
    registration: true,
    fr: {
      id: 1019,
      slug: "webinaire-s-implanter",
      title: "Webinaire : s'implanter dans la région",
      summary:
        "Foncier, recrutement, aides publiques, partenariats de recherche : l'équipe d'accompagnement présente les étapes d'une implantation réussie.",
      points: [
        "Panorama des sites disponibles",
        "Les dispositifs de financement",
        "Témoignage d'une entreprise installée depuis deux ans",
      ],
    },
    en: {
      id: 2019,
      slug: "webinar-setting-up",
      title: "Webinar: setting up in the region",
      summary:
        "Land, recruitment, public funding, research partnerships: the support team presents the steps of a successful move to the region.",
      points: [
        "Overview of available sites",
        "Funding schemes",
        "A company that moved here two years ago shares its story",
      ],
    },
  },
  {
    type: "event",
    day: 120,
    start: "09:00",
    end: "17:30",
    days: 1,
    place: "chambery",
    field: "energy",
    image: "card-eoliennes",
    registration: true,
    fr: {
      id: 1020,
      slug: "congres-transition-energetique",
      title: "Congrès de la transition énergétique en montagne",
      summary:
        "Deux jours de conférences et d'ateliers sur la sobriété, les énergies renouvelables et l'adaptation des territoires de montagne.",
      points: [
        "Sessions plénières et ateliers thématiques",
        "Visite d'une centrale hydroélectrique",
        "Espace exposants des entreprises régionales",
      ],
    },
    en: {
      id: 2020,
      slug: "energy-transition-congress",
      title: "Mountain energy transition congress",
      summary: "Two days of talks and workshops on energy sufficiency, renewables and how mountain regions adapt.",
      points: [
        "Plenary sessions and themed workshops",
        "Visit to a hydroelectric plant",
        "Exhibition area for regional companies",
      ],
    },
  },
  {
    type: "event",
    day: 150,
    start: "09:00",
    end: "17:00",
    place: "lyon",
    field: "materials",
    image: "card-fioles",
    registration: true,
    fr: {
      id: 1021,
      slug: "journee-jeunes-chercheurs-chimie",
      title: "Journée des jeunes chercheurs en chimie",
      summary:
        "Doctorants et post-doctorants présentent leurs travaux en chimie et science des matériaux devant leurs pairs et des industriels.",
      points: ["Présentations orales de quinze minutes", "Session posters", "Prix des industriels"],
    },
    en: {
      id: 2021,
      slug: "young-chemists-research-day",
      title: "Young chemists' research day",
      summary:
        "PhD students and postdocs present their work in chemistry and materials science to their peers and to industry.",
      points: ["Fifteen-minute talks", "Poster session", "Industry prize"],
    },
  },
  {
    type: "event",
    day: 180,
    start: "19:00",
    end: "22:00",
    place: "valence",
    field: "design",
    image: "card-matieres",
    fr: {
      id: 1022,
      slug: "exposition-matieres-du-futur",
      title: "Exposition : matières du futur",
      summary:
        "Biomatériaux, textiles techniques, bois transformé : designers et chercheurs exposent les matières qui feront les objets de demain.",
      points: ["Vernissage en présence des créateurs", "Échantillons à toucher", "Visites commentées le week-end"],
    },
    en: {
      id: 2022,
      slug: "exhibition-materials-future",
      title: "Exhibition: materials of the future",
      summary:
        "Biomaterials, technical textiles, processed wood: designers and researchers exhibit the materials of tomorrow's objects.",
      points: ["Opening night with the creators", "Samples you can touch", "Guided tours at the weekend"],
    },
  },
  {
    type: "event",
    day: -3,
    start: "18:00",
    end: "20:00",
    place: "lyon",
    field: "digital",
    image: "card-ia-societe",
    fr: {
      id: 1023,
      slug: "meetup-ia-et-societe",
      title: "Meetup IA et société",
      summary:
        "Chercheurs en informatique et en sciences sociales ont débattu des usages de l'intelligence artificielle dans les services publics.",
      points: [
        "Trois interventions courtes",
        "Débat avec la salle",
        "Présentation du master Intelligence artificielle & société",
      ],
    },
    en: {
      id: 2023,
      slug: "ai-and-society-meetup",
      title: "AI and society meet-up",
      summary:
        "Computer scientists and social scientists debated how artificial intelligence is used in public services.",
      points: [
        "Three short talks",
        "Debate with the audience",
        "Presentation of the Master's in artificial intelligence & society",
      ],
    },
  },
  {
    type: "event",
    day: -10,
    start: "09:00",
    end: "17:00",
    place: "grenoble",
    field: "health",
    image: "card-recherche-clinique",
    fr: {
      id: 1024,
      slug: "journee-recherche-clinique",
      title: "Journée de la recherche clinique",
      summary:
        "Médecins, chercheurs et représentants de patients ont présenté les essais cliniques en cours dans les hôpitaux de la région.",
      points: [
        "Bilan des essais en cancérologie",
        "Place des patients dans la recherche",
        "Rencontres avec les associations",
      ],
    },
    en: {
      id: 2024,
      slug: "clinical-research-day",
      title: "Clinical research day",
      summary:
        "Doctors, researchers and patient representatives presented the clinical trials under way in the region's hospitals.",
      points: ["Review of oncology trials", "The role of patients in research", "Meetings with patient associations"],
    },
  },
  {
    type: "event",
    day: -24,
    start: "14:00",
    end: "18:00",
    place: "clermont",
    field: "engineering",
    image: "card-engrenages",
    fr: {
      id: 1025,
      slug: "rencontres-industrie-du-futur",
      title: "Rencontres industrie du futur",
      summary:
        "Industriels auvergnats et laboratoires ont partagé leurs projets de robotique collaborative et de maintenance prédictive.",
      points: [
        "Démonstrations de cobots",
        "Retours d'expérience de trois usines",
        "Speed-meeting entre PME et laboratoires",
      ],
    },
    en: {
      id: 2025,
      slug: "industry-of-the-future-meetings",
      title: "Industry of the future meetings",
      summary:
        "Manufacturers from Auvergne and laboratories shared their projects in collaborative robotics and predictive maintenance.",
      points: [
        "Cobot demonstrations",
        "Lessons learnt from three factories",
        "Speed-meeting between SMEs and laboratories",
      ],
    },
  },
  {
    type: "event",
    day: -45,
    start: "10:00",
    end: "18:00",
    days: 1,
    place: "saint-etienne",
    field: "materials",
    image: "card-fete-science",
    fr: {
      id: 1026,
      slug: "fete-de-la-science-materiaux",
      title: "Fête de la science : les matériaux en jeu",
      summary:
        "Pendant deux jours, petits et grands ont manipulé, chauffé et cassé des matériaux pour comprendre ce qui les rend solides.",
      points: [
        "Ateliers d'expériences pour les enfants",
        "Exposé sur les matériaux recyclés",
        "Visite d'un laboratoire de mécanique",
      ],
    },
    en: {
      id: 2026,
      slug: "science-festival-materials",
      title: "Science festival: materials at play",
      summary:
        "For two days, children and adults handled, heated and broke materials to understand what makes them strong.",
      points: ["Hands-on experiments for children", "Talk on recycled materials", "Visit to a mechanics laboratory"],
    },
  },
  {
    type: "news",
    day: -1,
    place: "clermont",
    field: "health",
    image: "card-levee-fonds",
    fr: {
      id: 1027,
      slug: "volcans-biotech-leve-12-millions",
      title: "Volcans Biotech lève 12 millions d'euros",
      summary:
        "La jeune entreprise clermontoise, issue d'un laboratoire de la communauté, finance le passage à l'échelle industrielle de sa technologie de bioproduction.",
      points: [
        "Une levée menée par des fonds régionaux et européens",
        "Trente recrutements prévus d'ici deux ans",
        "Un nouveau site de production à Clermont-Ferrand",
      ],
    },
    en: {
      id: 2027,
      slug: "volcans-biotech-raises-12-million",
      title: "Volcans Biotech raises €12 million",
      summary:
        "The young Clermont-Ferrand company, a spin-off from one of the community's laboratories, is funding the industrial scale-up of its bioproduction technology.",
      points: [
        "A round led by regional and European funds",
        "Thirty hires planned within two years",
        "A new production site in Clermont-Ferrand",
      ],
    },
  },
  {
    type: "news",
    day: -4,
    place: "grenoble",
    field: "energy",
    image: "card-hydrogene",
    fr: {
      id: 1028,
      slug: "demonstrateur-hydrogene-vert",
      title: "Un nouveau démonstrateur d'hydrogène vert à Grenoble",
      summary:
        "L'Institut Belledonne met en service un électrolyseur alimenté par des panneaux solaires pour étudier la production d'hydrogène à petite échelle.",
      points: [
        "Une puissance de 250 kilowatts",
        "Des données ouvertes aux laboratoires partenaires",
        "Un projet soutenu par la Région",
      ],
    },
    en: {
      id: 2028,
      slug: "green-hydrogen-demonstrator",
      title: "A new green hydrogen demonstrator in Grenoble",
      summary:
        "The Belledonne Institute is commissioning a solar-powered electrolyser to study small-scale hydrogen production.",
      points: ["A capacity of 250 kilowatts", "Data open to partner laboratories", "A project backed by the Region"],
    },
  },
  {
    type: "news",
    day: -8,
    place: "lyon",
    field: "humanities",
    image: "card-rentree",
    fr: {
      id: 1029,
      slug: "rentree-etudiants-internationaux",
      title: "Rentrée : 3 200 étudiants internationaux accueillis",
      summary:
        "Les établissements de la communauté ont accueilli cette année 3 200 étudiants venus de 110 pays, un record.",
      points: [
        "Un guichet unique ouvert pendant six semaines",
        "Des parrains étudiants pour chaque nouvel arrivant",
        "Des cours de français gratuits tout au long de l'année",
      ],
    },
    en: {
      id: 2029,
      slug: "international-students-welcomed",
      title: "Back to school: 3,200 international students welcomed",
      summary: "This year the community's institutions welcomed 3,200 students from 110 countries, a record.",
      points: [
        "A one-stop desk open for six weeks",
        "A student buddy for every newcomer",
        "Free French classes throughout the year",
      ],
    },
  },
  {
    type: "news",
    day: -13,
    place: "annecy",
    field: "digital",
    image: "card-datacenter",
    fr: {
      id: 1030,
      slug: "lacustre-data-centre-basse-consommation",
      title: "Lacustre Data ouvre un centre de données à basse consommation",
      summary:
        "Refroidi par l'eau profonde du lac, le nouveau centre de données consomme 40 % d'énergie en moins qu'une installation classique.",
      points: [
        "Un refroidissement sans climatisation",
        "La chaleur récupérée chauffe des logements voisins",
        "Des capacités réservées à la recherche publique",
      ],
    },
    en: {
      id: 2030,
      slug: "lacustre-data-low-energy-data-centre",
      title: "Lacustre Data opens a low-energy data centre",
      summary: "Cooled by deep lake water, the new data centre uses 40% less energy than a conventional facility.",
      points: [
        "Cooling without air conditioning",
        "Recovered heat warms nearby homes",
        "Capacity reserved for public research",
      ],
    },
  },
  {
    type: "news",
    day: -19,
    place: "valence",
    field: "environment",
    image: "card-europe",
    fr: {
      id: 1031,
      slug: "agrosphere-laureate-appel-europeen",
      title: "Agrosphère Drôme lauréate d'un appel à projets européen",
      summary:
        "Le projet d'irrigation économe porté par Agrosphère Drôme et trois laboratoires de la communauté sera financé pendant quatre ans.",
      points: [
        "Onze partenaires dans cinq pays",
        "Des essais sur deux cents hectares",
        "Des résultats partagés avec les agriculteurs",
      ],
    },
    en: {
      id: 2031,
      slug: "agrosphere-wins-european-call",
      title: "Agrosphère Drôme wins a European call for projects",
      summary:
        "The water-saving irrigation project led by Agrosphère Drôme and three of the community's laboratories will be funded for four years.",
      points: ["Eleven partners in five countries", "Trials over two hundred hectares", "Results shared with farmers"],
    },
  },
  {
    type: "news",
    day: -27,
    place: "chambery",
    field: "energy",
    image: "card-ligne-solaire",
    fr: {
      id: 1032,
      slug: "solaris-savoie-nouvelle-ligne",
      title: "Solaris Savoie inaugure sa nouvelle ligne de production",
      summary:
        "L'entreprise chambérienne double sa capacité de fabrication de panneaux solaires adaptés aux toitures de montagne.",
      points: [
        "Quarante emplois créés",
        "Des panneaux conçus pour résister à la neige",
        "Un partenariat avec l'Institut Belledonne",
      ],
    },
    en: {
      id: 2032,
      slug: "solaris-savoie-new-production-line",
      title: "Solaris Savoie opens its new production line",
      summary: "The Chambéry company doubles its capacity to make solar panels designed for mountain roofs.",
      points: ["Forty jobs created", "Panels built to withstand snow", "A partnership with the Belledonne Institute"],
    },
  },
  {
    type: "news",
    day: -35,
    place: "saint-etienne",
    field: "engineering",
    image: "card-alternance",
    fr: {
      id: 1033,
      slug: "forez-cursus-alternance",
      title: "L'École d'ingénieurs du Forez ouvre un cursus en alternance",
      summary:
        "Dès la prochaine rentrée, les élèves ingénieurs pourront suivre toute leur formation en alternance dans une entreprise partenaire.",
      points: [
        "Un rythme de trois semaines en entreprise, deux à l'école",
        "Une formation gratuite et rémunérée",
        "Cinquante places la première année",
      ],
    },
    en: {
      id: 2033,
      slug: "forez-work-study-track",
      title: "Forez School of Engineering opens a work-study track",
      summary:
        "From next year, engineering students will be able to follow their whole programme on a work-study basis with a partner company.",
      points: ["Three weeks in the company, two at school", "Free and paid training", "Fifty places in the first year"],
    },
  },
  {
    type: "news",
    day: -50,
    place: "online",
    field: "digital",
    image: "card-catalogue",
    fr: {
      id: 1034,
      slug: "catalogue-formations-en-ligne",
      title: "Le catalogue des formations est en ligne",
      summary:
        "Licences, masters, diplômes d'ingénieur et doctorats : toutes les formations de la communauté sont désormais réunies dans un seul catalogue.",
      points: [
        "Plus de 600 formations référencées",
        "Des filtres par ville, par domaine et par niveau",
        "Une version en anglais pour les candidats internationaux",
      ],
    },
    en: {
      id: 2034,
      slug: "programme-catalogue-online",
      title: "The programme catalogue is online",
      summary:
        "Bachelor's, master's, engineering and doctoral programmes: all of the community's programmes are now in a single catalogue.",
      points: [
        "More than 600 programmes listed",
        "Filters by city, field and level",
        "An English version for international applicants",
      ],
    },
  },
  {
    type: "news",
    day: -60,
    place: "lyon",
    field: "health",
    image: "card-chu",
    fr: {
      id: 1035,
      slug: "laboratoire-commun-chu",
      title: "Santé numérique : un laboratoire commun avec le CHU",
      summary:
        "Le Laboratoire Confluence Santé numérique et le centre hospitalier universitaire créent une équipe commune pour évaluer les outils d'aide au diagnostic.",
      points: [
        "Quinze chercheurs et cliniciens réunis",
        "Des évaluations publiées en accès ouvert",
        "Un comité d'éthique associant des patients",
      ],
    },
    en: {
      id: 2035,
      slug: "joint-laboratory-university-hospital",
      title: "Digital health: a joint laboratory with the university hospital",
      summary:
        "The Confluence Digital Health Lab and the university hospital are creating a joint team to evaluate diagnostic support tools.",
      points: [
        "Fifteen researchers and clinicians working together",
        "Evaluations published in open access",
        "An ethics committee that includes patients",
      ],
    },
  },
  {
    type: "news",
    day: -75,
    place: "grenoble",
    field: "materials",
    image: "card-prisme",
    fr: {
      id: 1036,
      slug: "lumen-photonique-prix-innovation",
      title: "Lumen Photonique remporte le prix de l'innovation",
      summary:
        "Le jury a distingué ses capteurs optiques capables de détecter des polluants dans l'eau en quelques secondes.",
      points: [
        "Une technologie issue de dix ans de recherche",
        "Des premiers clients dans le traitement de l'eau",
        "Une équipe de 140 personnes à Grenoble",
      ],
    },
    en: {
      id: 2036,
      slug: "lumen-photonique-innovation-award",
      title: "Lumen Photonique wins the innovation award",
      summary: "The jury praised its optical sensors, which detect pollutants in water within seconds.",
      points: [
        "A technology born of ten years of research",
        "First customers in water treatment",
        "A team of 140 people in Grenoble",
      ],
    },
  },
];

/** The one event without ACF fields (acf: []), French only: a quick announcement. */
export const EVENT_WITHOUT_FIELDS = {
  id: 1037,
  day: -2,
  slug: "appel-benevoles-fete-de-la-science",
  title: "Appel à bénévoles pour la prochaine Fête de la science",
  summary:
    "Vous êtes étudiant, doctorant ou chercheur et vous aimez partager votre passion ? Rejoignez l'équipe de bénévoles qui animera les stands de la communauté.",
  body: [
    "Chaque année, la Fête de la science accueille des milliers de visiteurs sur les stands de la communauté. Pour la prochaine édition, nous cherchons des bénévoles pour animer des expériences, accueillir le public et guider les visites de laboratoires.",
    "Aucune expérience n'est nécessaire : une formation d'une demi-journée est proposée à tous les bénévoles. Écrivez-nous depuis la page contact en précisant vos disponibilités.",
  ],
};
