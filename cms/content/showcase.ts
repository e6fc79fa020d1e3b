// The block showcase: one page per language (/blocs/ and /en/blocks/, translations of each other)
// holding every block layout, with the community's real copy. Designers and the WordPress team
// use it to see each layout at every width; the end-to-end tests check every block renders.

import {
  articleBody,
  bricks,
  carousel,
  counter,
  customFilters,
  duoNews,
  faqList,
  featuredNews,
  floatingLinks,
  gridSection,
  hero,
  imageFaq,
  imageLink,
  keyNumbers,
  link,
  membersList,
  paragraph,
  pushBlock,
  pushLink,
  readMoreLinkedArticle,
  readMoreWrapper,
  simpleQuote,
  societies,
  stickySocial,
  teamMemberCard,
  testimonies,
  textImage,
} from "./blocks.ts";
import { a, h2, h3, html, p, quote, ul } from "./kit.ts";
import type { PageNode } from "./page-node.ts";

export const SHOWCASE_IDS = { fr: 340, en: 474 } as const;

export const showcase: PageNode = {
  image: "hero-panorama",
  fr: {
    id: SHOWCASE_IDS.fr,
    slug: "blocs",
    title: "Confluence en un coup d'œil",
    excerpt: "Formations, recherche, vie étudiante et entreprises : toute la communauté Confluence sur une seule page.",
    blocks: (k) => [
      hero(
        "Confluence en un coup d’œil",
        "Former, chercher, entreprendre et bien vivre : toute la communauté sur une seule page.",
        k.img("hero-panorama"),
        link("Étudier ici", "/etudier/"),
        link("Investir dans la région", "/investir/"),
      ),
      floatingLinks("Accès rapides", [
        link("Trouver une formation", "/etudier/formations/"),
        link("Se loger", "/vivre/se-loger/"),
        link("L’agenda", "/agenda/"),
        link("Nous écrire", "/contact/"),
      ]),
      paragraph(
        "Une communauté, quarante-six établissements",
        html(
          p(
            "Confluence rassemble les universités, les écoles, les laboratoires et les entreprises d'Auvergne-Rhône-Alpes. Ensemble, ils partagent des formations, des équipements de recherche et des projets, de Lyon à Clermont-Ferrand et de Valence à Annecy.",
          ),
          p(
            `Cette page présente en un seul parcours ce que fait la communauté. Chaque rubrique renvoie vers la page qui en dit plus : ${a("/etudier/", "étudier")}, ${a("/vivre/", "vivre")}, ${a("/ecosysteme/", "l'écosystème")} et ${a("/investir/", "investir")}.`,
          ),
        ),
      ),
      stickySocial("Suivez Confluence", "Les actualités de la communauté, chaque semaine, sur vos réseaux.", [
        { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
        { network: "instagram", url: "https://www.instagram.com/confluence.aura.demo" },
        { network: "youtube", url: "https://www.youtube.com/@confluence-aura-demo" },
        { network: "email", url: "mailto:contact@confluence-aura.example" },
      ]),
      counter(
        "La communauté en chiffres",
        "Des chiffres qui grandissent chaque année, grâce aux membres qui nous rejoignent.",
        [
          { value: 46, label: "établissements d’enseignement supérieur" },
          { value: 300, prefix: "+", label: "entreprises partenaires" },
          { value: 120000, label: "étudiants, dont 14 000 internationaux" },
          { value: 9000, label: "chercheurs et enseignants-chercheurs" },
        ],
      ),
      bricks("Ce que nous faisons ensemble", "Cinq chantiers communs, menés par les membres de la communauté.", [
        {
          title: "Des formations partagées",
          text: "Un étudiant peut suivre des cours dans plusieurs établissements et composer un parcours qui lui ressemble.",
          image: k.img("card-bibliotheque"),
          link: link("Les formations", "/etudier/formations/"),
        },
        {
          title: "Des plateformes ouvertes",
          text: "40 plateformes technologiques accessibles aux laboratoires et aux entreprises.",
          link: link("Les plateformes", "/ecosysteme/laboratoires/plateformes/"),
        },
        {
          title: "Des thèses en entreprise",
          text: "Une thèse sur trois est menée avec un partenaire industriel.",
          link: link("Le doctorat", "/etudier/formations/doctorat/"),
        },
        {
          title: "Un accueil sur mesure",
          text: "Logement, visa, cours de français : un guichet unique pour les nouveaux arrivants.",
          link: link("Étudiants internationaux", "/etudier/etudiants-internationaux/"),
        },
        {
          title: "Des start-up accompagnées",
          text: "Un incubateur commun suit chaque année une quarantaine de jeunes entreprises.",
          link: link("Les entreprises", "/ecosysteme/entreprises/"),
        },
      ]),
      textImage(
        "Des campus ouverts les uns aux autres",
        html(
          p(
            "Un étudiant en design peut suivre un module à l'école d'ingénieurs, une future médecin un cours d'intelligence artificielle : les établissements de la communauté partagent leurs cours, leurs stages et leurs projets.",
          ),
          p("Licences, masters, diplômes d'ingénieur et doctorats : 46 établissements, une seule porte d'entrée."),
        ),
        k.img("hero-campus"),
        "right",
        link("Étudier ici", "/etudier/"),
      ),
      gridSection(
        "Six domaines d’excellence",
        "Les laboratoires et les entreprises de la communauté sont reconnus en Europe dans ces domaines.",
        3,
        [
          {
            title: "Santé",
            text: "Biotechnologies, imagerie médicale et santé numérique, avec les centres hospitaliers universitaires.",
            image: k.img("card-sante"),
          },
          {
            title: "Numérique",
            text: "Intelligence artificielle, cybersécurité et calcul intensif, de la recherche aux usages.",
            image: k.img("card-numerique"),
          },
          {
            title: "Environnement",
            text: "Eau, montagne, agriculture de précision : comprendre et préserver les milieux.",
            image: k.img("card-environnement"),
          },
          {
            title: "Chimie et matériaux",
            text: "Matériaux avancés, photonique et chimie verte, au cœur de la vallée de la chimie.",
            image: k.img("card-laboratoire"),
            link: link("Les laboratoires", "/ecosysteme/laboratoires/"),
          },
          {
            title: "Arts et design",
            text: "Écoles d'art et de design, ateliers de prototypage et éco-conception.",
            image: k.img("card-eco-conception"),
            link: link("La masterclass d’éco-conception", "/events/masterclass-eco-conception/"),
          },
          {
            title: "Entrepreneuriat",
            text: "Incubateur, financements d'amorçage et mentorat par des chefs d'entreprise.",
            image: k.img("card-startup"),
            link: link("Les entreprises", "/ecosysteme/entreprises/"),
          },
        ],
      ),
      imageLink(
        "Visitez les plateformes technologiques",
        "Microscopie, fabrication additive, bioproduction : venez voir les équipements et rencontrer les ingénieurs qui les font fonctionner.",
        k.img("card-cristal"),
        link("Prochaine visite", "/events/visite-plateformes-materiaux/"),
      ),
      keyNumbers(
        "Investir : les chiffres clés",
        html(
          p(
            "Une région industrielle et scientifique de premier plan, au cœur de l'Europe. Une équipe dédiée accompagne gratuitement votre projet d'implantation.",
          ),
        ),
        [
          {
            number: "2e",
            label: "région économique de France",
            detail: "Après l’Île-de-France, en produit intérieur brut.",
          },
          { number: "30 000", label: "diplômés chaque année", detail: "Dont 6 000 ingénieurs et 1 100 docteurs." },
          {
            number: "1 500",
            label: "contrats de recherche par an",
            detail: "Entre les laboratoires et les entreprises.",
          },
          { number: "3 h", label: "de Paris, Milan et Genève", detail: "En train, depuis Lyon." },
        ],
      ),
      testimonies("Ils racontent Confluence", [
        {
          quote:
            "Mon laboratoire est à Gerland, mon entreprise partenaire à dix minutes en tram : je passe de l’un à l’autre dans la même journée.",
          name: "Claire Dubreuil",
          role: "Doctorante en chimie, Lyon",
          image: k.img("portrait-claire-dubreuil"),
        },
        {
          quote:
            "Nos premiers prototypes sont sortis d’une plateforme universitaire. Seuls, il nous aurait fallu deux ans de plus.",
          name: "Sofia Benali",
          role: "Fondatrice de Lumen Photonique, Grenoble",
          image: k.img("portrait-sofia-benali"),
        },
        {
          quote:
            "J’ai fait mon alternance sur la ligne de production où je travaille aujourd’hui. Mon tuteur est devenu mon chef d’équipe !",
          name: "Théo Lambert",
          role: "Ingénieur chez Solaris Savoie, Chambéry",
          image: k.img("portrait-theo-lambert"),
        },
      ]),
      featuredNews(
        "L’actualité de la communauté",
        "Nouvelles formations, prix, laboratoires communs : ce qui change chez les membres.",
        "all",
        3,
        link("Toute l’actualité", "/agenda/"),
      ),
      carousel(
        "Les temps forts de l’année",
        "Forums, festivals, concours : huit rendez-vous à ne pas manquer dans la communauté.",
        [
          {
            title: "La semaine d’accueil",
            text: "Une semaine pour découvrir la ville, ouvrir un compte et rencontrer son parrain.",
            image: k.img("card-valises"),
            link: link("Voir l’événement", "/events/semaine-accueil-etudiants-internationaux/"),
          },
          {
            title: "La Nuit du design",
            text: "Ateliers et expositions ouverts toute la nuit à Saint-Étienne.",
            image: k.img("card-nuit-design"),
            link: link("Voir l’événement", "/events/nuit-du-design/"),
          },
          {
            title: "La Fête de la science",
            text: "Des expériences sur les matériaux pour petits et grands.",
            image: k.img("card-fete-science"),
            link: link("Voir l’événement", "/events/fete-de-la-science-materiaux/"),
          },
          {
            title: "Le forum de l’eau",
            text: "Chercheurs et élus autour de la qualité des lacs alpins, à Annecy.",
            image: k.img("card-lac"),
            link: link("Voir l’événement", "/events/forum-eau-lacs-alpins/"),
          },
          {
            title: "Le concours de robotique",
            text: "Des équipes étudiantes et leurs robots face à face à Grenoble.",
            image: k.img("card-robot"),
            link: link("Voir l’événement", "/events/concours-robotique-etudiante/"),
          },
          {
            title: "La soirée des start-up",
            text: "Trois minutes pour convaincre, puis des rencontres autour d’un verre.",
            image: k.img("card-pitch"),
            link: link("Voir l’événement", "/events/soiree-startups-pitchs/"),
          },
          {
            title: "Le congrès de l’énergie",
            text: "Deux jours sur la transition énergétique en montagne, à Chambéry.",
            image: k.img("card-eoliennes"),
            link: link("Voir l’événement", "/events/congres-transition-energetique/"),
          },
          {
            title: "Le café des sciences",
            text: "Des chercheurs racontent les volcans d’Auvergne autour d’un café.",
            image: k.img("card-volcans"),
            link: link("Voir l’événement", "/events/cafe-des-sciences-volcans/"),
          },
        ],
      ),
      pushBlock({
        kicker: "Candidatures ouvertes",
        title: "Master Intelligence artificielle & société",
        text: html(
          p(
            "Deux ans pour apprendre à concevoir des systèmes d'intelligence artificielle utiles et responsables, à Lyon et à Grenoble. Candidatures jusqu'au 15 mars.",
          ),
        ),
        image: k.img("hero-ia"),
        link: link("Découvrir le master", "/etudier/formations/masters/intelligence-artificielle/"),
        theme: "navy",
      }),
      simpleQuote(
        "Une communauté, c’est d’abord des gens qui ont envie de travailler ensemble. Notre rôle est de leur en donner les moyens.",
        "Hélène Marchand",
        "Présidente de Confluence",
        k.img("portrait-helene-marchand"),
      ),
      teamMemberCard(
        "L’équipe de coordination",
        "Une petite équipe, à la Maison de la Confluence à Lyon, au service des membres.",
        [
          {
            name: "Hélène Marchand",
            jobTitle: "Présidente",
            text: "Ancienne directrice de laboratoire en chimie des matériaux.",
            photo: k.img("portrait-helene-marchand"),
            email: "h.marchand@confluence-aura.example",
          },
          {
            name: "Thomas Girard",
            jobTitle: "Relations avec les entreprises",
            text: "Il accompagne les projets d’implantation et les partenariats de recherche.",
            photo: k.img("portrait-thomas-girard"),
            email: "t.girard@confluence-aura.example",
            link: link("Être accompagné", "/investir/accompagnement/"),
          },
          {
            name: "Amina Diallo",
            jobTitle: "Vie étudiante et accueil",
            text: "Elle coordonne le guichet unique des étudiants internationaux.",
            photo: k.img("portrait-amina-diallo"),
            email: "a.diallo@confluence-aura.example",
          },
          {
            name: "Julie Roche",
            jobTitle: "Innovation et start-up",
            text: "Elle anime l’incubateur commun et le réseau des mentors.",
            photo: k.img("portrait-julie-roche"),
            email: "j.roche@confluence-aura.example",
          },
        ],
      ),
      societies(
        "Les membres fondateurs",
        html(
          p("Six établissements et entreprises ont créé Confluence. Ils animent aujourd'hui ses programmes communs."),
        ),
        [1301, 1302, 1303, 1304, 1305, 1307],
      ),
      membersList(
        "Les membres, ville par ville",
        html(p("Tous les membres de la communauté, classés par ville.")),
        "place",
      ),
      imageFaq(
        "Se loger : vos questions",
        "Les réponses aux questions que les nouveaux étudiants posent le plus souvent.",
        k.img("card-cartons"),
        [
          {
            question: "Quand faut-il demander un logement en résidence ?",
            answer: html(
              p(
                "Dès le mois de mars, en même temps que votre demande de bourse. Les attributions se font de juin à septembre.",
              ),
            ),
          },
          {
            question: "Combien coûte une chambre ?",
            answer: html(
              p(
                "De 250 à 450 euros par mois selon la ville et la taille, avant les aides au logement, qui couvrent souvent un tiers du loyer.",
              ),
            ),
          },
          {
            question: "Faut-il un garant ?",
            answer: html(
              p(
                `Non : la garantie Visale, gratuite, se porte garante pour les étudiants. Les ${a("/vivre/se-loger/residences/", "résidences de la communauté")} l'acceptent toutes.`,
              ),
            ),
          },
          {
            question: "Et la colocation ?",
            answer: html(
              p(
                `C'est la solution la moins chère dans les grandes villes. Consultez nos ${a("/vivre/se-loger/colocation/", "conseils pour la colocation")}.`,
              ),
            ),
          },
        ],
      ),
      faqList("Questions fréquentes", "Tout ce qu’on nous demande sur la communauté.", [
        {
          question: "Qui peut devenir membre de Confluence ?",
          answer: html(
            p(
              `Toute organisation de la région qui forme, cherche ou innove : établissements, organismes de recherche, centres techniques et entreprises. ${a("/ecosysteme/membres/", "Voir les membres")}.`,
            ),
          ),
        },
        {
          question: "Les événements sont-ils payants ?",
          answer: html(
            p(
              "La plupart sont gratuits et ouverts à tous, sur inscription. Les tarifs éventuels sont indiqués sur la page de chaque événement.",
            ),
          ),
        },
        {
          question: "Peut-on suivre une formation dans deux établissements ?",
          answer: html(
            p(
              "Oui : les établissements de la communauté reconnaissent mutuellement leurs cours. Parlez-en à votre responsable de formation avant le début du semestre.",
            ),
          ),
        },
        {
          question: "Comment accéder à une plateforme technologique ?",
          answer: html(
            p(
              "Une demande suffit pour obtenir un devis sous quinze jours. Les tarifs sont publics et identiques pour toutes les entreprises.",
            ),
          ),
        },
      ]),
      readMoreWrapper(
        "Notre histoire",
        html(
          p(
            "Confluence est née en 2012 d'une idée simple : les étudiants, les chercheurs et les entreprises de la région gagnent à se connaître. Douze établissements ont signé la première charte, à Lyon.",
          ),
        ),
        html(
          p(
            "En 2015, les écoles d'ingénieurs de Saint-Étienne et de Grenoble ont rejoint la communauté, suivies des universités de Clermont-Ferrand et de Savoie. Les premières formations partagées ont ouvert l'année suivante.",
          ),
          p(
            "En 2019, l'incubateur commun a accompagné sa centième start-up. Aujourd'hui, 46 établissements et plus de 300 entreprises partagent des formations, des équipements et des projets.",
          ),
          p(
            "La communauté reste une association : ses membres en fixent les priorités chaque année en assemblée générale.",
          ),
        ),
      ),
      articleBody(
        html(
          h2("La confluence, une manière de travailler"),
          p(
            `À Lyon, le Rhône et la Saône se rejoignent : c'est ce point de rencontre qui a donné son nom à la communauté. Ici, une doctorante peut mener sa thèse dans une entreprise, et un industriel peut tester un prototype sur une ${a("/ecosysteme/laboratoires/plateformes/", "plateforme universitaire")}.`,
          ),
          ul([
            "des cours partagés entre établissements",
            "des équipements ouverts aux entreprises",
            "un accompagnement commun pour les start-up",
          ]),
          quote(
            "Une plateforme ouverte, c'est une machine qui tourne aussi pour les autres : une start-up y fait en une semaine ce qu'elle n'aurait jamais pu s'offrir.",
            "Karim Benhamou, ingénieur de plateforme à Grenoble",
          ),
          h3("Pour aller plus loin"),
          p(`Retrouvez tous les rendez-vous dans ${a("/agenda/", "l'agenda")}.`),
        ),
      ),
      readMoreLinkedArticle({
        label: "À lire aussi",
        title: "La médecine de demain se prépare à Lyon",
        text: "Chercheurs, médecins et entreprises présentent les innovations qui changeront le soin dans les dix prochaines années.",
        image: k.img("card-medecine"),
        link: link("Lire l’article", "/events/conference-medecine-de-demain/"),
      }),
      duoNews("À ne pas manquer", [], link("Tout l’agenda", "/agenda/")),
      customFilters("L’agenda de la communauté", html(p("Filtrez les événements par ville, par domaine et par type."))),
      pushLink(
        "Tous les rendez-vous de la communauté",
        "Conférences, ateliers, forums et portes ouvertes, dans les huit villes et en ligne.",
        link("Voir l’agenda", "/agenda/"),
      ),
      stickySocial(
        "Rejoignez la conversation",
        "Débats, questions et annonces : la communauté échange aussi sur les réseaux.",
        [
          { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
          { network: "x", url: "https://x.com/confluence_aura" },
          { network: "facebook", url: "https://www.facebook.com/confluence.aura.demo" },
        ],
        "sticky-social",
      ),
    ],
  },
  en: {
    id: SHOWCASE_IDS.en,
    slug: "blocks",
    title: "Confluence at a glance",
    excerpt: "Programmes, research, student life and companies: the whole Confluence community on a single page.",
    blocks: (k) => [
      hero(
        "Confluence at a glance",
        "Learning, research, business and a good life: the whole community on a single page.",
        k.img("hero-panorama"),
        link("Study here", "/en/study/"),
        link("Invest in the region", "/en/invest/"),
      ),
      floatingLinks("Quick links", [
        link("Find a programme", "/en/study/programmes/"),
        link("Housing", "/en/life/housing/"),
        link("Events", "/en/now/"),
        link("Write to us", "/en/contact/"),
      ]),
      paragraph(
        "One community, forty-six institutions",
        html(
          p(
            "Confluence brings together the universities, schools, laboratories and companies of Auvergne-Rhône-Alpes. Together they share programmes, research equipment and projects, from Lyon to Clermont-Ferrand and from Valence to Annecy.",
          ),
          p(
            `This page walks through everything the community does. Each section leads to the page that says more: ${a("/en/study/", "study")}, ${a("/en/life/", "life")}, ${a("/en/ecosystem/", "the ecosystem")} and ${a("/en/invest/", "investing")}.`,
          ),
        ),
      ),
      stickySocial("Follow Confluence", "Community news every week, on your networks.", [
        { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
        { network: "instagram", url: "https://www.instagram.com/confluence.aura.demo" },
        { network: "youtube", url: "https://www.youtube.com/@confluence-aura-demo" },
        { network: "email", url: "mailto:contact@confluence-aura.example" },
      ]),
      counter("The community in figures", "Figures that grow every year, thanks to the members who join us.", [
        { value: 46, label: "higher education institutions" },
        { value: 300, prefix: "+", label: "partner companies" },
        { value: 120000, label: "students, 14,000 of them international" },
        { value: 9000, label: "researchers and lecturers" },
      ]),
      bricks("What we do together", "Five shared projects, run by the community’s members.", [
        {
          title: "Shared programmes",
          text: "Students can take courses at several institutions and build a path of their own.",
          image: k.img("card-bibliotheque"),
          link: link("Programmes", "/en/study/programmes/"),
        },
        {
          title: "Open platforms",
          text: "40 technology platforms open to laboratories and companies.",
          link: link("The platforms", "/en/ecosystem/laboratories/platforms/"),
        },
        {
          title: "PhDs in companies",
          text: "One thesis in three is carried out with an industrial partner.",
          link: link("The PhD", "/en/study/programmes/phd/"),
        },
        {
          title: "A tailored welcome",
          text: "Housing, visas, French classes: one desk for every newcomer.",
          link: link("International students", "/en/study/international-students/"),
        },
        {
          title: "Supported start-ups",
          text: "A shared incubator supports about forty young companies every year.",
          link: link("Companies", "/en/ecosystem/companies/"),
        },
      ]),
      textImage(
        "Campuses open to one another",
        html(
          p(
            "A design student can take a module at the engineering school, a future doctor a course in artificial intelligence: the community's institutions share their courses, internships and projects.",
          ),
          p("Bachelor's, master's, engineering degrees and PhDs: 46 institutions, one way in."),
        ),
        k.img("hero-campus"),
        "right",
        link("Study here", "/en/study/"),
      ),
      gridSection(
        "Six fields of excellence",
        "The community’s laboratories and companies are recognised across Europe in these fields.",
        3,
        [
          {
            title: "Health",
            text: "Biotechnology, medical imaging and digital health, with the university hospitals.",
            image: k.img("card-sante"),
          },
          {
            title: "Digital technology",
            text: "Artificial intelligence, cybersecurity and high-performance computing, from research to real use.",
            image: k.img("card-numerique"),
          },
          {
            title: "Environment",
            text: "Water, mountains, precision farming: understanding and protecting ecosystems.",
            image: k.img("card-environnement"),
          },
          {
            title: "Chemistry and materials",
            text: "Advanced materials, photonics and green chemistry, at the heart of the chemical valley.",
            image: k.img("card-laboratoire"),
            link: link("Laboratories", "/en/ecosystem/laboratories/"),
          },
          {
            title: "Arts and design",
            text: "Art and design schools, prototyping workshops and eco-design.",
            image: k.img("card-eco-conception"),
            link: link("The eco-design masterclass", "/en/events/masterclass-eco-design/"),
          },
          {
            title: "Entrepreneurship",
            text: "An incubator, seed funding and mentoring by business leaders.",
            image: k.img("card-startup"),
            link: link("Companies", "/en/ecosystem/companies/"),
          },
        ],
      ),
      imageLink(
        "Visit the technology platforms",
        "Microscopy, additive manufacturing, bioproduction: come and see the equipment and meet the engineers who run it.",
        k.img("card-cristal"),
        link("Next tour", "/en/events/materials-platforms-tour/"),
      ),
      keyNumbers(
        "Investing: key figures",
        html(
          p(
            "A leading industrial and scientific region at the heart of Europe. A dedicated team supports your set-up project free of charge.",
          ),
        ),
        [
          {
            number: "2nd",
            label: "largest regional economy in France",
            detail: "After Île-de-France, by gross domestic product.",
          },
          { number: "30,000", label: "graduates every year", detail: "Including 6,000 engineers and 1,100 PhDs." },
          { number: "1,500", label: "research contracts a year", detail: "Between laboratories and companies." },
          { number: "3 h", label: "from Paris, Milan and Geneva", detail: "By train, from Lyon." },
        ],
      ),
      testimonies("Confluence in their words", [
        {
          quote:
            "My lab is in Gerland and my partner company ten minutes away by tram: I go from one to the other in the same day.",
          name: "Claire Dubreuil",
          role: "PhD student in chemistry, Lyon",
          image: k.img("portrait-claire-dubreuil"),
        },
        {
          quote:
            "Our first prototypes came out of a university platform. On our own, it would have taken two more years.",
          name: "Sofia Benali",
          role: "Founder of Lumen Photonique, Grenoble",
          image: k.img("portrait-sofia-benali"),
        },
        {
          quote: "I did my work-study on the production line where I work today. My tutor became my team leader!",
          name: "Théo Lambert",
          role: "Engineer at Solaris Savoie, Chambéry",
          image: k.img("portrait-theo-lambert"),
        },
      ]),
      featuredNews(
        "Community news",
        "New programmes, awards, joint laboratories: what is changing among the members.",
        "all",
        3,
        link("All the news", "/en/now/"),
      ),
      carousel("Highlights of the year", "Forums, festivals, contests: eight events not to miss in the community.", [
        {
          title: "Welcome week",
          text: "A week to discover the city, open a bank account and meet your buddy.",
          image: k.img("card-valises"),
          link: link("See the event", "/en/events/international-students-welcome-week/"),
        },
        {
          title: "Design Night",
          text: "Workshops and exhibitions open all night in Saint-Étienne.",
          image: k.img("card-nuit-design"),
          link: link("See the event", "/en/events/design-night/"),
        },
        {
          title: "The Science Festival",
          text: "Hands-on experiments with materials for all ages.",
          image: k.img("card-fete-science"),
          link: link("See the event", "/en/events/science-festival-materials/"),
        },
        {
          title: "The water forum",
          text: "Researchers and local officials on the quality of Alpine lakes, in Annecy.",
          image: k.img("card-lac"),
          link: link("See the event", "/en/events/alpine-lakes-water-forum/"),
        },
        {
          title: "The robotics contest",
          text: "Student teams and their robots face to face in Grenoble.",
          image: k.img("card-robot"),
          link: link("See the event", "/en/events/student-robotics-contest/"),
        },
        {
          title: "Startup night",
          text: "Three minutes to convince, then drinks and networking.",
          image: k.img("card-pitch"),
          link: link("See the event", "/en/events/startup-night-pitches/"),
        },
        {
          title: "The energy congress",
          text: "Two days on the energy transition in the mountains, in Chambéry.",
          image: k.img("card-eoliennes"),
          link: link("See the event", "/en/events/energy-transition-congress/"),
        },
        {
          title: "The science café",
          text: "Researchers talk about the volcanoes of Auvergne over coffee.",
          image: k.img("card-volcans"),
          link: link("See the event", "/en/events/science-cafe-volcanoes/"),
        },
      ]),
      pushBlock({
        kicker: "Applications open",
        title: "Master’s in artificial intelligence & society",
        text: html(
          p(
            "Two years to learn to design useful and responsible artificial intelligence systems, in Lyon and Grenoble. Applications close on 15 March.",
          ),
        ),
        image: k.img("hero-ia"),
        link: link("Discover the master's", "/en/study/programmes/masters/artificial-intelligence/"),
        theme: "navy",
      }),
      simpleQuote(
        "A community is first of all people who want to work together. Our job is to give them the means to do it.",
        "Hélène Marchand",
        "President of Confluence",
        k.img("portrait-helene-marchand"),
      ),
      teamMemberCard(
        "The coordination team",
        "A small team at the Maison de la Confluence in Lyon, working for the members.",
        [
          {
            name: "Hélène Marchand",
            jobTitle: "President",
            text: "Former director of a materials chemistry laboratory.",
            photo: k.img("portrait-helene-marchand"),
            email: "h.marchand@confluence-aura.example",
          },
          {
            name: "Thomas Girard",
            jobTitle: "Business relations",
            text: "He supports set-up projects and research partnerships.",
            photo: k.img("portrait-thomas-girard"),
            email: "t.girard@confluence-aura.example",
            link: link("Get support", "/en/invest/support/"),
          },
          {
            name: "Amina Diallo",
            jobTitle: "Student life and welcome",
            text: "She runs the one-stop desk for international students.",
            photo: k.img("portrait-amina-diallo"),
            email: "a.diallo@confluence-aura.example",
          },
          {
            name: "Julie Roche",
            jobTitle: "Innovation and start-ups",
            text: "She runs the shared incubator and the mentors’ network.",
            photo: k.img("portrait-julie-roche"),
            email: "j.roche@confluence-aura.example",
          },
        ],
      ),
      societies(
        "Founding members",
        html(p("Six institutions and companies created Confluence. Today they lead its shared programmes.")),
        [2301, 2302, 2303, 2304, 2305, 2307],
      ),
      membersList("Members, city by city", html(p("Every member of the community, by city.")), "place"),
      imageFaq(
        "Housing: your questions",
        "Answers to the questions new students ask most often.",
        k.img("card-cartons"),
        [
          {
            question: "When should I apply for a residence room?",
            answer: html(
              p("From March, at the same time as your grant application. Rooms are allocated from June to September."),
            ),
          },
          {
            question: "How much does a room cost?",
            answer: html(
              p(
                "From €250 to €450 a month depending on the city and size, before housing benefit, which often covers a third of the rent.",
              ),
            ),
          },
          {
            question: "Do I need a guarantor?",
            answer: html(
              p(
                `No: the free Visale scheme acts as guarantor for students. Every one of the ${a("/en/life/housing/residences/", "community's residences")} accepts it.`,
              ),
            ),
          },
          {
            question: "What about flat-sharing?",
            answer: html(
              p(
                `It is the cheapest option in the big cities. Read our ${a("/en/life/housing/flat-sharing/", "flat-sharing tips")}.`,
              ),
            ),
          },
        ],
      ),
      faqList("Frequently asked questions", "Everything people ask us about the community.", [
        {
          question: "Who can become a member of Confluence?",
          answer: html(
            p(
              `Any organisation in the region that teaches, researches or innovates: institutions, research organisations, technical centres and companies. ${a("/en/ecosystem/members/", "See the members")}.`,
            ),
          ),
        },
        {
          question: "Do events cost anything?",
          answer: html(p("Most are free and open to all, with registration. Any fees are shown on each event's page.")),
        },
        {
          question: "Can I study at two institutions?",
          answer: html(
            p(
              "Yes: the community's institutions recognise each other's courses. Talk to your programme director before the semester starts.",
            ),
          ),
        },
        {
          question: "How do I get access to a technology platform?",
          answer: html(
            p(
              "One request is enough to get a quote within a fortnight. Prices are public and the same for every company.",
            ),
          ),
        },
      ]),
      readMoreWrapper(
        "Our story",
        html(
          p(
            "Confluence was born in 2012 from a simple idea: the region's students, researchers and companies all benefit from knowing each other. Twelve institutions signed the first charter, in Lyon.",
          ),
        ),
        html(
          p(
            "In 2015 the engineering schools of Saint-Étienne and Grenoble joined the community, followed by the universities of Clermont-Ferrand and Savoie. The first shared programmes opened the following year.",
          ),
          p(
            "In 2019 the shared incubator supported its hundredth start-up. Today 46 institutions and more than 300 companies share programmes, equipment and projects.",
          ),
          p("The community is still an association: its members set its priorities every year at the general meeting."),
        ),
      ),
      articleBody(
        html(
          h2("Confluence, a way of working"),
          p(
            `In Lyon, the Rhône and the Saône meet: that meeting point gave the community its name. Here, a PhD student can carry out her thesis in a company, and a manufacturer can test a prototype on a ${a("/en/ecosystem/laboratories/platforms/", "university platform")}.`,
          ),
          ul(["courses shared between institutions", "equipment open to companies", "shared support for start-ups"]),
          quote(
            "An open platform is a machine that also runs for others: a start-up can do there in a week what it could never have afforded.",
            "Karim Benhamou, platform engineer in Grenoble",
          ),
          h3("To go further"),
          p(`Find every event in ${a("/en/now/", "the calendar")}.`),
        ),
      ),
      readMoreLinkedArticle({
        label: "Read also",
        title: "Tomorrow’s medicine is taking shape in Lyon",
        text: "Researchers, doctors and companies present the innovations that will change care over the next ten years.",
        image: k.img("card-medecine"),
        link: link("Read the article", "/en/events/talk-tomorrows-medicine/"),
      }),
      duoNews("Don’t miss", [], link("The full calendar", "/en/now/")),
      customFilters("The community calendar", html(p("Filter events by city, field and type."))),
      pushLink(
        "Every event of the community",
        "Talks, workshops, forums and open days, in all eight cities and online.",
        link("See the calendar", "/en/now/"),
      ),
      stickySocial(
        "Join the conversation",
        "Debates, questions and announcements: the community talks on social networks too.",
        [
          { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
          { network: "x", url: "https://x.com/confluence_aura" },
          { network: "facebook", url: "https://www.facebook.com/confluence.aura.demo" },
        ],
        "sticky-social",
      ),
    ],
  },
};
