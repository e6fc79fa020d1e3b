// The page tree, both languages side by side. Each node is one page and its translation; ids are
// fixed (the app relies on 109, 163, 169, 308, 173, 175). Pages with `blocks` carry ACF flexible
// content in acf.blocks; pages without blocks (legal notice, contact) have acf: [] and only
// content.rendered. Text fields of blocks are raw text (as ACF returns them); HTML is written
// with plain quotes and texturized like WordPress does.

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
import { a, h2, h3, html, p, quote, strong, ul } from "./kit.ts";
import { showcase } from "./showcase.ts";
import type { PageNode } from "./page-node.ts";
import { ANCHOR_PAGES } from "./site.ts";

const home: PageNode = {
  image: "hero-confluence",
  fr: {
    id: ANCHOR_PAGES.home.fr,
    slug: "accueil",
    title: "Accueil",
    excerpt:
      "Confluence réunit les universités, écoles, laboratoires et entreprises d'Auvergne-Rhône-Alpes pour former, chercher et innover ensemble.",
    blocks: (k) => [
      hero(
        "Apprendre, chercher et entreprendre en Auvergne-Rhône-Alpes",
        "Universités, écoles, laboratoires et entreprises réunis dans une même communauté, de Lyon à Clermont-Ferrand et de Valence à Annecy.",
        k.img("hero-confluence"),
        link("Étudier ici", "/etudier/"),
        link("Découvrir l’écosystème", "/ecosysteme/"),
      ),
      paragraph(
        "Une communauté, huit villes",
        html(
          p(
            "Confluence est née d'une idée simple : les étudiants, les chercheurs et les entreprises de la région gagnent à se connaître. Nous rassemblons aujourd'hui 46 établissements et plus de 300 entreprises autour de projets communs.",
          ),
          p(
            "Formations partagées, plateformes techniques ouvertes, événements et accompagnement des projets : tout ce que fait la communauté se trouve sur ce site, en français et en anglais.",
          ),
        ),
      ),
      textImage(
        "Venir étudier ici",
        html(
          p(
            "Plus de 600 formations, de la licence au doctorat, dans des villes où il fait bon vivre. Nos équipes accompagnent chaque nouvel étudiant, de la recherche d'un logement aux premiers pas au laboratoire.",
          ),
          p("Étudiants internationaux : un guichet unique vous attend à la rentrée pour toutes vos démarches."),
        ),
        k.img("card-bibliotheque"),
        "right",
        link("Voir les formations", "/etudier/formations/"),
      ),
      articleBody(
        html(
          h2("La confluence, une manière de travailler"),
          p(
            `À Lyon, le Rhône et la Saône se rejoignent : c'est ce point de rencontre qui a donné son nom à la communauté. Ici, une doctorante peut mener sa thèse dans une entreprise, un industriel peut tester un prototype sur une plateforme universitaire, et un étudiant peut ${a("/vivre/", "vivre et étudier")} dans l'une des huit villes du réseau.`,
          ),
          ul([
            "46 établissements d'enseignement supérieur et de recherche",
            "plus de 300 entreprises partenaires, des start-up aux grands groupes",
            "120 000 étudiants, dont 14 000 venus de l'étranger",
          ]),
          quote(
            "Ce qui m'a convaincue, c'est de pouvoir passer du laboratoire à l'entreprise sans changer de ville ni de réseau.",
            "Claire, doctorante en chimie à Lyon",
          ),
          k.figure("hero-carte", "Les villes du réseau Confluence"),
          h3("Prochain rendez-vous"),
          p(
            `Ne manquez pas la ${a("/events/conference-medecine-de-demain/", "conférence sur la médecine de demain")} et retrouvez tous les événements dans ${a("/agenda/", "l'agenda")}. Pour mieux connaître la région, la page ${a("https://fr.wikipedia.org/wiki/Auvergne-Rh%C3%B4ne-Alpes", "Auvergne-Rhône-Alpes de Wikipédia")} est un bon point de départ.`,
          ),
        ),
      ),
    ],
  },
  en: {
    id: ANCHOR_PAGES.home.en,
    slug: "home",
    title: "Home",
    excerpt:
      "Confluence brings together the universities, schools, laboratories and companies of Auvergne-Rhône-Alpes to learn, research and innovate together.",
    blocks: (k) => [
      hero(
        "Learn, research and start up in Auvergne-Rhône-Alpes",
        "Universities, schools, laboratories and companies in one community, from Lyon to Clermont-Ferrand and from Valence to Annecy.",
        k.img("hero-confluence"),
        link("Study here", "/en/study/"),
        link("Discover the ecosystem", "/en/ecosystem/"),
      ),
      paragraph(
        "One community, eight cities",
        html(
          p(
            "Confluence grew out of a simple idea: the region's students, researchers and companies all benefit from knowing each other. Today we bring together 46 institutions and more than 300 companies around shared projects.",
          ),
          p(
            "Shared programmes, open technical platforms, events and project support: everything the community does is on this site, in French and in English.",
          ),
        ),
      ),
      textImage(
        "Come and study here",
        html(
          p(
            "More than 600 programmes, from bachelor's to doctoral level, in cities where life is good. Our teams support every new student, from finding a place to live to the first steps in the laboratory.",
          ),
          p(
            "International students: a one-stop desk awaits you at the start of the academic year for all your paperwork.",
          ),
        ),
        k.img("card-bibliotheque"),
        "right",
        link("See the programmes", "/en/study/programmes/"),
      ),
      articleBody(
        html(
          h2("Confluence, a way of working"),
          p(
            `In Lyon, the Rhône and the Saône rivers meet: that meeting point gave the community its name. Here, a PhD student can carry out her thesis in a company, a manufacturer can test a prototype on a university platform, and a student can ${a("/en/life/", "live and study")} in any of the network's eight cities.`,
          ),
          ul([
            "46 higher education and research institutions",
            "more than 300 partner companies, from start-ups to large groups",
            "120,000 students, 14,000 of them from abroad",
          ]),
          quote(
            "What convinced me was being able to move from the lab to a company without changing city or network.",
            "Claire, PhD student in chemistry in Lyon",
          ),
          k.figure("hero-carte", "The cities of the Confluence network"),
          h3("Next event"),
          p(
            `Don't miss the ${a("/en/events/talk-tomorrows-medicine/", "talk on tomorrow's medicine")} and find every event in ${a("/en/now/", "the calendar")}. To get to know the region, the ${a("https://en.wikipedia.org/wiki/Auvergne-Rh%C3%B4ne-Alpes", "Wikipedia page on Auvergne-Rhône-Alpes")} is a good place to start.`,
          ),
        ),
      ),
    ],
  },
};

const life: PageNode = {
  image: "hero-ville",
  fr: {
    id: 163,
    slug: "vivre",
    title: "Vivre",
    excerpt:
      "Se loger, se déplacer, se cultiver et faire du sport : tout ce qu'il faut savoir pour bien vivre dans les villes de la communauté.",
    blocks: (k) => [
      hero(
        "Vivre en Auvergne-Rhône-Alpes",
        "Des villes à taille humaine, des montagnes à une heure et une vie culturelle foisonnante.",
        k.img("hero-ville"),
        link("Se loger", "/vivre/se-loger/"),
      ),
      paragraph(
        "",
        html(
          p(
            "Lyon, Grenoble, Saint-Étienne, Clermont-Ferrand, Annecy, Chambéry et Valence offrent chacune un cadre de vie différent, mais toutes partagent des campus bien desservis, des loyers plus doux qu'à Paris et un accès rapide à la nature.",
          ),
        ),
      ),
      textImage(
        "Se déplacer sans voiture",
        html(
          p(
            "Tramways, vélos en libre-service, trains régionaux : la plupart des campus sont accessibles en transports en commun, et les abonnements étudiants sont parmi les moins chers de France.",
          ),
        ),
        k.img("card-velo"),
        "left",
        link("Se déplacer", "/vivre/se-deplacer/"),
      ),
      duoNews("À ne pas manquer", [], link("Tout l’agenda", "/agenda/")),
      carousel("Une ville pour chacun", "", [
        {
          title: "Lyon",
          text: "La plus grande ville étudiante de la région, au confluent du Rhône et de la Saône.",
          image: k.img("card-lyon"),
        },
        {
          title: "Grenoble",
          text: "Les laboratoires au pied des Alpes, les pistes à trente minutes.",
          image: k.img("card-grenoble"),
        },
        {
          title: "Saint-Étienne",
          text: "Design, ingénierie et les loyers les plus doux de la région.",
          image: k.img("card-saint-etienne"),
        },
        {
          title: "Annecy",
          text: "Un lac, des start-up du numérique et une qualité de vie rare.",
          image: k.img("card-annecy"),
        },
        {
          title: "Culture et sport",
          text: "Festivals, musées et plus de 60 sports universitaires.",
          image: k.img("card-ski"),
          link: link("Culture & sport", "/vivre/culture-et-sport/"),
        },
      ]),
    ],
  },
  en: {
    id: 414,
    slug: "life",
    title: "Life",
    excerpt:
      "Housing, getting around, culture and sport: everything you need to know to enjoy life in the community's cities.",
    blocks: (k) => [
      hero(
        "Living in Auvergne-Rhône-Alpes",
        "Human-sized cities, mountains an hour away and a thriving cultural life.",
        k.img("hero-ville"),
        link("Housing", "/en/life/housing/"),
      ),
      paragraph(
        "",
        html(
          p(
            "Lyon, Grenoble, Saint-Étienne, Clermont-Ferrand, Annecy, Chambéry and Valence each offer a different way of life, but they all share well-connected campuses, rents lower than in Paris and quick access to nature.",
          ),
        ),
      ),
      textImage(
        "Getting around without a car",
        html(
          p(
            "Trams, shared bikes, regional trains: most campuses can be reached by public transport, and student passes are among the cheapest in France.",
          ),
        ),
        k.img("card-velo"),
        "left",
        link("Getting around", "/en/life/getting-around/"),
      ),
      duoNews("Don’t miss", [], link("The full calendar", "/en/now/")),
      carousel("A city for everyone", "", [
        {
          title: "Lyon",
          text: "The region’s largest student city, where the Rhône meets the Saône.",
          image: k.img("card-lyon"),
        },
        {
          title: "Grenoble",
          text: "Laboratories at the foot of the Alps, ski slopes thirty minutes away.",
          image: k.img("card-grenoble"),
        },
        {
          title: "Saint-Étienne",
          text: "Design, engineering and the region’s lowest rents.",
          image: k.img("card-saint-etienne"),
        },
        {
          title: "Annecy",
          text: "A lake, digital start-ups and a rare quality of life.",
          image: k.img("card-annecy"),
        },
        {
          title: "Culture and sport",
          text: "Festivals, museums and more than 60 university sports.",
          image: k.img("card-ski"),
          link: link("Culture & sport", "/en/life/culture-and-sport/"),
        },
      ]),
    ],
  },
  children: [
    {
      image: "card-velo",
      fr: {
        id: 185,
        slug: "se-deplacer",
        title: "Se déplacer",
        excerpt:
          "Transports en commun, vélo et train : se déplacer facilement entre les campus et les villes de la région.",
        blocks: (k) => [
          paragraph(
            "Les transports en commun",
            html(
              p(
                "Chaque ville propose un abonnement étudiant à prix réduit. À Lyon, le pass mensuel coûte 25 euros pour les moins de 26 ans ; à Grenoble, le réseau de tramway dessert directement le domaine universitaire.",
              ),
            ),
          ),
          textImage(
            "Le vélo, roi des campus",
            html(
              p(
                "Pistes cyclables, stationnements sécurisés et ateliers de réparation gratuits : le vélo est le moyen le plus rapide de traverser un campus. Plusieurs villes louent des vélos à l'année pour quelques euros par mois.",
              ),
            ),
            k.img("card-velo"),
            "right",
          ),
          articleBody(
            html(
              h2("Voyager dans la région"),
              p(
                "Les trains régionaux relient Lyon à Grenoble en 1 h 15, à Saint-Étienne en 45 minutes et à Chambéry en 1 h 30. La carte de réduction régionale pour les jeunes divise le prix des billets par deux.",
              ),
            ),
          ),
        ],
      },
      en: {
        id: 430,
        slug: "getting-around",
        title: "Getting around",
        excerpt: "Public transport, cycling and trains: getting easily between the region's campuses and cities.",
        blocks: (k) => [
          paragraph(
            "Public transport",
            html(
              p(
                "Every city offers a discounted student pass. In Lyon, the monthly pass costs €25 for under-26s; in Grenoble, the tram network serves the university campus directly.",
              ),
            ),
          ),
          textImage(
            "Cycling rules the campus",
            html(
              p(
                "Cycle lanes, secure parking and free repair workshops: cycling is the quickest way to cross a campus. Several cities rent bikes by the year for a few euros a month.",
              ),
            ),
            k.img("card-velo"),
            "right",
          ),
          articleBody(
            html(
              h2("Travelling around the region"),
              p(
                "Regional trains link Lyon to Grenoble in 1 hour 15 minutes, to Saint-Étienne in 45 minutes and to Chambéry in 1 hour 30 minutes. The regional youth discount card halves ticket prices.",
              ),
            ),
          ),
        ],
      },
    },
    {
      image: "hero-logement",
      fr: {
        id: 187,
        slug: "se-loger",
        title: "Se loger",
        excerpt:
          "Résidences universitaires, colocation, logement chez l'habitant : les solutions pour se loger pendant ses études.",
        blocks: (k) => [
          hero(
            "Trouver un logement",
            "Résidences, colocations, logement intergénérationnel : il y a une solution pour chaque budget.",
            k.img("hero-logement"),
            link("Les résidences", "/vivre/se-loger/residences/"),
            link("La colocation", "/vivre/se-loger/colocation/"),
          ),
          paragraph(
            "Quand chercher ?",
            html(
              p(
                "Le plus tôt possible : les demandes de logement en résidence universitaire s'ouvrent au printemps pour la rentrée suivante. Les étudiants internationaux bénéficient d'un contingent de places réservées.",
              ),
            ),
          ),
          paragraph(
            "Les aides au logement",
            html(
              p(
                "La plupart des étudiants peuvent bénéficier d'une aide au logement, y compris les étudiants étrangers. La demande se fait en ligne dès la signature du bail.",
              ),
            ),
          ),
          imageFaq("Vos questions sur le logement", "", k.img("card-cles"), [
            {
              question: "Combien coûte une chambre en résidence ?",
              answer: html(p("De 250 à 450 euros par mois selon la ville et la surface, avant les aides au logement.")),
            },
            {
              question: "Faut-il un garant ?",
              answer: html(
                p("Non : la garantie Visale, gratuite, se porte garante pour les étudiants, y compris étrangers."),
              ),
            },
            {
              question: "Peut-on arriver en cours d'année ?",
              answer: html(
                p(
                  `Oui, des chambres se libèrent chaque semestre. La ${a("/vivre/se-loger/colocation/", "colocation")} est aussi une bonne solution en janvier.`,
                ),
              ),
            },
          ]),
        ],
      },
      en: {
        id: 432,
        slug: "housing",
        title: "Housing",
        excerpt:
          "University residences, flat sharing, living with a host: the options for housing during your studies.",
        blocks: (k) => [
          hero(
            "Finding a place to live",
            "Residences, flat shares, intergenerational housing: there is a solution for every budget.",
            k.img("hero-logement"),
            link("Residences", "/en/life/housing/residences/"),
            link("Flat sharing", "/en/life/housing/flat-sharing/"),
          ),
          paragraph(
            "When should you start looking?",
            html(
              p(
                "As early as possible: applications for university residences open in spring for the following academic year. International students have a quota of reserved places.",
              ),
            ),
          ),
          paragraph(
            "Housing benefits",
            html(
              p(
                "Most students are entitled to housing benefit, including international students. You can apply online as soon as you sign the lease.",
              ),
            ),
          ),
          imageFaq("Your housing questions", "", k.img("card-cles"), [
            {
              question: "How much does a residence room cost?",
              answer: html(p("From €250 to €450 a month depending on the city and size, before housing benefit.")),
            },
            {
              question: "Do I need a guarantor?",
              answer: html(
                p("No: the free Visale scheme acts as guarantor for students, international students included."),
              ),
            },
            {
              question: "Can I arrive in the middle of the year?",
              answer: html(
                p(
                  `Yes, rooms become free every semester. ${a("/en/life/housing/flat-sharing/", "Flat-sharing")} is also a good option in January.`,
                ),
              ),
            },
          ]),
        ],
      },
      children: [
        {
          image: "card-residence",
          fr: {
            id: 189,
            slug: "residences",
            title: "Résidences",
            excerpt: "Les résidences étudiantes de la communauté : chambres et studios meublés à proximité des campus.",
            blocks: (k) => [
              paragraph(
                "Des résidences près des campus",
                html(
                  p(
                    "La communauté gère douze résidences, soit plus de 4 000 chambres et studios meublés. Toutes sont situées à moins de vingt minutes d'un campus en transports en commun.",
                  ),
                ),
              ),
              textImage(
                "Deux résidences à découvrir",
                html(
                  p(
                    `La ${a("/vivre/se-loger/residences/campus-nord/", "résidence Campus Nord")}, à Lyon, et la ${a("/vivre/se-loger/residences/les-tanneurs/", "résidence Les Tanneurs")}, à Grenoble, ont été rénovées cette année.`,
                  ),
                ),
                k.img("card-residence"),
                "left",
              ),
            ],
          },
          en: {
            id: 434,
            slug: "residences",
            title: "Residences",
            excerpt: "The community's student residences: furnished rooms and studios close to the campuses.",
            blocks: (k) => [
              paragraph(
                "Residences close to campus",
                html(
                  p(
                    "The community runs twelve residences, with more than 4,000 furnished rooms and studios. All of them are less than twenty minutes from a campus by public transport.",
                  ),
                ),
              ),
              textImage(
                "Two residences to discover",
                html(
                  p(
                    `The ${a("/en/life/housing/residences/north-campus/", "North Campus residence")} in Lyon and the ${a("/en/life/housing/residences/les-tanneurs/", "Les Tanneurs residence")} in Grenoble were renovated this year.`,
                  ),
                ),
                k.img("card-residence"),
                "left",
              ),
            ],
          },
          children: [
            {
              image: "card-studio",
              fr: {
                id: 191,
                slug: "campus-nord",
                title: "Résidence Campus Nord",
                excerpt: "À Lyon, 320 studios rénovés à cinq minutes à pied du campus nord.",
                blocks: (k) => [
                  textImage(
                    "320 studios à deux pas du campus",
                    html(
                      p(
                        "Entièrement rénovée, la résidence Campus Nord propose des studios de 18 à 24 m² avec kitchenette et salle d'eau privative. Une laverie, une salle de sport et des espaces de travail partagés sont ouverts jour et nuit.",
                      ),
                    ),
                    k.img("card-studio"),
                    "right",
                  ),
                  paragraph(
                    "Loyers et réservation",
                    html(
                      p(
                        "Les loyers vont de 390 à 460 euros par mois, charges comprises, avant aide au logement. Les demandes se font sur le portail de la vie étudiante à partir du mois d'avril.",
                      ),
                    ),
                  ),
                ],
              },
              en: {
                id: 436,
                slug: "north-campus",
                title: "North Campus residence",
                excerpt: "In Lyon, 320 renovated studios a five-minute walk from the north campus.",
                blocks: (k) => [
                  textImage(
                    "320 studios next to campus",
                    html(
                      p(
                        "Fully renovated, the North Campus residence offers studios of 18 to 24 m² with a kitchenette and private shower room. A laundry, a gym and shared study spaces are open day and night.",
                      ),
                    ),
                    k.img("card-studio"),
                    "right",
                  ),
                  paragraph(
                    "Rents and booking",
                    html(
                      p(
                        "Rents range from €390 to €460 a month, bills included, before housing benefit. Applications are made on the student life portal from April.",
                      ),
                    ),
                  ),
                ],
              },
            },
            {
              image: "card-terrasse",
              fr: {
                id: 193,
                slug: "les-tanneurs",
                title: "Résidence Les Tanneurs",
                excerpt: "À Grenoble, une résidence de 180 chambres au cœur de la ville, face aux montagnes.",
                blocks: (k) => [
                  paragraph(
                    "Au cœur de Grenoble",
                    html(
                      p(
                        "Installée dans une ancienne tannerie réhabilitée, la résidence Les Tanneurs compte 180 chambres et 20 appartements en colocation. Le tramway s'arrête au pied de l'immeuble.",
                      ),
                    ),
                  ),
                  textImage(
                    "Une terrasse face aux montagnes",
                    html(
                      p(
                        "Le toit-terrasse offre une vue dégagée sur la Chartreuse et le Vercors. Les résidents y organisent des soirées tout au long de l'année.",
                      ),
                    ),
                    k.img("card-terrasse"),
                    "left",
                  ),
                ],
              },
              en: {
                id: 438,
                slug: "les-tanneurs",
                title: "Les Tanneurs residence",
                excerpt: "In Grenoble, a 180-room residence in the heart of the city, facing the mountains.",
                blocks: (k) => [
                  paragraph(
                    "In the heart of Grenoble",
                    html(
                      p(
                        "Set in a restored former tannery, the Les Tanneurs residence has 180 rooms and 20 shared flats. The tram stops right outside the building.",
                      ),
                    ),
                  ),
                  textImage(
                    "A roof terrace facing the mountains",
                    html(
                      p(
                        "The roof terrace has a clear view of the Chartreuse and Vercors ranges. Residents hold parties there all year round.",
                      ),
                    ),
                    k.img("card-terrasse"),
                    "left",
                  ),
                ],
              },
            },
          ],
        },
        {
          fr: {
            id: 195,
            slug: "colocation",
            title: "Colocation",
            excerpt: "Partager un appartement pour réduire son loyer et rencontrer d'autres étudiants.",
            blocks: () => [
              paragraph(
                "Vivre à plusieurs",
                html(
                  p(
                    "La colocation permet de réduire le loyer d'un tiers en moyenne. La communauté met en relation étudiants et propriétaires grâce à une plateforme gratuite et vérifiée.",
                  ),
                ),
              ),
              paragraph(
                "Le logement intergénérationnel",
                html(
                  p(
                    "Une chambre chez une personne âgée contre un peu de compagnie et quelques services : une formule solidaire proposée dans toutes les villes du réseau.",
                  ),
                ),
              ),
            ],
          },
          en: {
            id: 440,
            slug: "flat-sharing",
            title: "Flat sharing",
            excerpt: "Sharing a flat to cut your rent and meet other students.",
            blocks: () => [
              paragraph(
                "Living together",
                html(
                  p(
                    "Flat sharing cuts rent by a third on average. The community puts students and landlords in touch through a free, verified platform.",
                  ),
                ),
              ),
              paragraph(
                "Intergenerational housing",
                html(
                  p(
                    "A room in an older person's home in exchange for some company and a little help: a community-minded option offered in every city of the network.",
                  ),
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      image: "card-ski",
      fr: {
        id: 197,
        slug: "culture-et-sport",
        title: "Culture & sport",
        excerpt: "Musées, festivals, salles de concert et sports de montagne : une vie étudiante bien remplie.",
        blocks: (k) => [
          paragraph(
            "Une vie culturelle intense",
            html(
              p(
                "Festivals de musique, biennales d'art, cinémas d'art et essai : la carte culture étudiante donne accès à des tarifs réduits dans plus de 200 lieux.",
              ),
            ),
          ),
          textImage(
            "Le sport à la montagne",
            html(
              p(
                "Ski, escalade, randonnée, parapente : le service des sports universitaires propose plus de 60 activités, dont des sorties en montagne chaque week-end de l'hiver.",
              ),
            ),
            k.img("card-ski"),
            "right",
          ),
          gridSection("À faire cette année", "", 3, [
            {
              title: "La Nuit du design",
              text: "Ateliers et expositions ouverts toute la nuit à Saint-Étienne.",
              image: k.img("card-nuit-design"),
              link: link("La Nuit du design", "/events/nuit-du-design/"),
            },
            {
              title: "Le café des sciences",
              text: "Des chercheurs racontent les volcans d'Auvergne autour d'un café.",
              image: k.img("card-volcans"),
              link: link("Café des sciences", "/events/cafe-des-sciences-volcans/"),
            },
            {
              title: "Vélo entre campus",
              text: "Des vélos loués à l'année pour quelques euros par mois.",
              image: k.img("card-velo"),
              link: link("Se déplacer", "/vivre/se-deplacer/"),
            },
          ]),
        ],
      },
      en: {
        id: 442,
        slug: "culture-and-sport",
        title: "Culture & sport",
        excerpt: "Museums, festivals, concert halls and mountain sports: a busy student life.",
        blocks: (k) => [
          paragraph(
            "A lively cultural scene",
            html(
              p(
                "Music festivals, art biennials, arthouse cinemas: the student culture card gives reduced prices at more than 200 venues.",
              ),
            ),
          ),
          textImage(
            "Sport in the mountains",
            html(
              p(
                "Skiing, climbing, hiking, paragliding: the university sports service offers more than 60 activities, including mountain trips every winter weekend.",
              ),
            ),
            k.img("card-ski"),
            "right",
          ),
          gridSection("Things to do this year", "", 3, [
            {
              title: "Design Night",
              text: "Workshops and exhibitions open all night in Saint-Étienne.",
              image: k.img("card-nuit-design"),
              link: link("Design Night", "/en/events/design-night/"),
            },
            {
              title: "Science café",
              text: "Researchers talk about the volcanoes of Auvergne over coffee.",
              image: k.img("card-volcans"),
              link: link("Science café", "/en/events/science-cafe-volcanoes/"),
            },
            {
              title: "Cycling between campuses",
              text: "Bikes rented by the year for a few euros a month.",
              image: k.img("card-velo"),
              link: link("Getting around", "/en/life/getting-around/"),
            },
          ]),
        ],
      },
    },
  ],
};

const study: PageNode = {
  image: "hero-campus",
  fr: {
    id: 169,
    slug: "etudier",
    title: "Étudier",
    excerpt: "Plus de 600 formations de la licence au doctorat, dans les universités et écoles de la communauté.",
    blocks: (k) => [
      hero(
        "Étudier dans la communauté",
        "Licences, masters, diplômes d’ingénieur et doctorats dans 46 établissements.",
        k.img("hero-campus"),
        link("Les formations", "/etudier/formations/"),
        link("Bourses et aides", "/etudier/bourses-et-aides/"),
      ),
      paragraph(
        "Des parcours qui se croisent",
        html(
          p(
            "Les établissements de la communauté partagent des cours, des stages et des projets. Un étudiant en design peut suivre un module à l'école d'ingénieurs, un futur médecin un cours d'intelligence artificielle.",
          ),
        ),
      ),
      textImage(
        "Accueillir les étudiants du monde entier",
        html(
          p(
            "14 000 étudiants internationaux choisissent chaque année la région. Cours de français, parrainage, accompagnement administratif : tout est prévu pour bien démarrer.",
          ),
        ),
        k.img("hero-accueil"),
        "left",
        link("Étudiants internationaux", "/etudier/etudiants-internationaux/"),
      ),
      featuredNews(
        "L’actualité des campus",
        "Nouvelles formations, prix, laboratoires communs : ce qui change dans la communauté.",
        "news",
        4,
        link("Toutes les actualités", "/agenda/"),
      ),
      counter("Étudier ici, en chiffres", "", [
        { value: 600, prefix: "+", label: "formations, de la licence au doctorat" },
        { value: 46, label: "établissements" },
        { value: 3800, label: "doctorants" },
        { value: 92, suffix: " %", label: "des diplômés en emploi après 18 mois" },
      ]),
      testimonies("Ils étudient ici", [
        {
          quote:
            "Les cours de français gratuits et le parrainage m’ont permis de me sentir chez moi en quelques semaines.",
          name: "Lucas Pereira",
          role: "Étudiant en master, Saint-Étienne",
          image: k.img("portrait-lucas-pereira"),
        },
        {
          quote: "Mon master m’a fait passer six mois dans une start-up de santé numérique. J’y travaille aujourd’hui.",
          name: "Inès Fabre",
          role: "Diplômée du master IA & société",
          image: k.img("portrait-ines-fabre"),
        },
      ]),
    ],
  },
  en: {
    id: 416,
    slug: "study",
    title: "Study",
    excerpt: "More than 600 programmes from bachelor's to doctoral level at the community's universities and schools.",
    blocks: (k) => [
      hero(
        "Studying in the community",
        "Bachelor’s, master’s, engineering and doctoral programmes at 46 institutions.",
        k.img("hero-campus"),
        link("Programmes", "/en/study/programmes/"),
        link("Scholarships", "/en/study/scholarships/"),
      ),
      paragraph(
        "Paths that cross",
        html(
          p(
            "The community's institutions share courses, internships and projects. A design student can take a module at the engineering school, a future doctor a course in artificial intelligence.",
          ),
        ),
      ),
      textImage(
        "Welcoming students from all over the world",
        html(
          p(
            "Every year 14,000 international students choose the region. French classes, buddy schemes, help with paperwork: everything is in place for a good start.",
          ),
        ),
        k.img("hero-accueil"),
        "left",
        link("International students", "/en/study/international-students/"),
      ),
      featuredNews(
        "Campus news",
        "New programmes, awards, joint laboratories: what is changing in the community.",
        "news",
        4,
        link("All the news", "/en/now/"),
      ),
      counter("Studying here, in figures", "", [
        { value: 600, prefix: "+", label: "programmes, from bachelor’s to PhD" },
        { value: 46, label: "institutions" },
        { value: 3800, label: "PhD students" },
        { value: 92, suffix: "%", label: "of graduates in work after 18 months" },
      ]),
      testimonies("They study here", [
        {
          quote: "The free French classes and the buddy scheme made me feel at home within a few weeks.",
          name: "Lucas Pereira",
          role: "Master’s student, Saint-Étienne",
          image: k.img("portrait-lucas-pereira"),
        },
        {
          quote: "My master’s took me to a digital health start-up for six months. I work there today.",
          name: "Inès Fabre",
          role: "Graduate of the AI & society master’s",
          image: k.img("portrait-ines-fabre"),
        },
      ]),
    ],
  },
  children: [
    {
      image: "card-bibliotheque",
      fr: {
        id: 201,
        slug: "formations",
        title: "Formations",
        excerpt: "Le catalogue des formations de la communauté : licences, masters, écoles d'ingénieurs et doctorats.",
        blocks: (k) => [
          paragraph(
            "Trouver sa formation",
            html(
              p(
                "Le catalogue commun recense plus de 600 formations. Filtrez par ville, par domaine ou par niveau pour trouver celle qui vous correspond.",
              ),
            ),
          ),
          textImage(
            "Masters et doctorat",
            html(
              p(
                `Les ${a("/etudier/formations/masters/", "masters")} préparent aux métiers de la recherche et de l'innovation ; le ${a("/etudier/formations/doctorat/", "doctorat")} peut se faire en laboratoire ou en entreprise.`,
              ),
            ),
            k.img("card-bibliotheque"),
            "right",
          ),
          pushLink(
            "Financer ses études",
            "Bourses sur critères sociaux, aides au mérite et bourses de mobilité.",
            link("Bourses et aides", "/etudier/bourses-et-aides/"),
          ),
        ],
      },
      en: {
        id: 444,
        slug: "programmes",
        title: "Programmes",
        excerpt: "The community's programme catalogue: bachelor's, master's, engineering schools and PhDs.",
        blocks: (k) => [
          paragraph(
            "Finding your programme",
            html(
              p(
                "The shared catalogue lists more than 600 programmes. Filter by city, field or level to find the right one for you.",
              ),
            ),
          ),
          textImage(
            "Master's degrees and PhDs",
            html(
              p(
                `${a("/en/study/programmes/masters/", "Master's degrees")} prepare for careers in research and innovation; the ${a("/en/study/programmes/phd/", "PhD")} can be done in a laboratory or in a company.`,
              ),
            ),
            k.img("card-bibliotheque"),
            "right",
          ),
          pushLink(
            "Funding your studies",
            "Means-tested grants, merit awards and mobility grants.",
            link("Scholarships", "/en/study/scholarships/"),
          ),
        ],
      },
      children: [
        {
          image: "card-conference",
          fr: {
            id: 203,
            slug: "masters",
            title: "Masters",
            excerpt: "Des masters adossés aux laboratoires de la communauté, dont plusieurs entièrement en anglais.",
            blocks: (k) => [
              paragraph(
                "Des masters adossés à la recherche",
                html(
                  p(
                    "Chaque master est rattaché à un ou plusieurs laboratoires. Les étudiants y effectuent leur stage de fin d'études et peuvent poursuivre en doctorat.",
                  ),
                ),
              ),
              textImage(
                "À la une",
                html(
                  p(
                    `Nouveau cette année : le ${a("/etudier/formations/masters/intelligence-artificielle/", "master Intelligence artificielle & société")}, construit avec des informaticiens et des chercheurs en sciences sociales.`,
                  ),
                ),
                k.img("card-conference"),
                "left",
              ),
            ],
          },
          en: {
            id: 446,
            slug: "masters",
            title: "Master's degrees",
            excerpt:
              "Master's degrees backed by the community's laboratories, several of them taught entirely in English.",
            blocks: (k) => [
              paragraph(
                "Research-backed master's degrees",
                html(
                  p(
                    "Every master's degree is linked to one or more laboratories. Students do their final internship there and can go on to a PhD.",
                  ),
                ),
              ),
              textImage(
                "Featured",
                html(
                  p(
                    `New this year: the ${a("/en/study/programmes/masters/artificial-intelligence/", "Master's in artificial intelligence & society")}, designed with computer scientists and social scientists.`,
                  ),
                ),
                k.img("card-conference"),
                "left",
              ),
            ],
          },
          children: [
            {
              image: "hero-ia",
              fr: {
                id: 205,
                slug: "intelligence-artificielle",
                title: "Master Intelligence artificielle & société",
                excerpt:
                  "Un master de deux ans pour concevoir des systèmes d'intelligence artificielle utiles et responsables.",
                blocks: (k) => [
                  hero(
                    "Intelligence artificielle & société",
                    "Un master de deux ans, en français et en anglais, à Lyon et à Grenoble.",
                    k.img("hero-ia"),
                  ),
                  paragraph(
                    "Le programme",
                    html(
                      p(
                        "La première année pose les bases : apprentissage automatique, statistiques, programmation et introduction aux sciences sociales du numérique.",
                      ),
                      p(
                        "La deuxième année se spécialise : santé, services publics ou industrie, avec un projet mené pour un partenaire et un stage de six mois.",
                      ),
                    ),
                  ),
                  textImage(
                    "Témoignage",
                    html(
                      quote(
                        "On apprend à construire des modèles, mais aussi à se demander pour qui et pourquoi on les construit.",
                        "Jade, étudiante en deuxième année",
                      ),
                    ),
                    k.img("card-ia-ethique"),
                    "right",
                  ),
                  readMoreWrapper(
                    "Le programme en détail",
                    html(p("Quatre semestres, 120 crédits, des cours en français et en anglais.")),
                    html(
                      p(
                        "Semestre 1 : apprentissage automatique, statistiques, programmation, sociologie du numérique.",
                      ),
                      p("Semestre 2 : apprentissage profond, droit et éthique des données, projet en équipe."),
                      p(
                        "Semestre 3 : spécialisation en santé, services publics ou industrie, projet pour un partenaire.",
                      ),
                      p("Semestre 4 : stage de six mois en laboratoire ou en entreprise."),
                    ),
                  ),
                  teamMemberCard("L'équipe pédagogique", "", [
                    {
                      name: "Nadia Cheriet",
                      jobTitle: "Responsable du master, Lyon",
                      text: "Chercheuse en apprentissage automatique.",
                      photo: k.img("portrait-nadia-cheriet"),
                      email: "n.cheriet@confluence-aura.example",
                    },
                    {
                      name: "Paul Vasseur",
                      jobTitle: "Responsable du master, Grenoble",
                      text: "Sociologue des techniques.",
                      photo: k.img("portrait-paul-vasseur"),
                      email: "p.vasseur@confluence-aura.example",
                    },
                    {
                      name: "Léa Morin",
                      jobTitle: "Relations avec les partenaires",
                      text: "Elle trouve les projets et les stages.",
                      photo: k.img("portrait-lea-morin"),
                    },
                  ]),
                  stickySocial("Suivre le master", "", [
                    { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
                    { network: "youtube", url: "https://www.youtube.com/@confluence-aura-demo" },
                    { network: "email", url: "mailto:master-ia@confluence-aura.example" },
                  ]),
                ],
              },
              en: {
                id: 448,
                slug: "artificial-intelligence",
                title: "Master's in artificial intelligence & society",
                excerpt: "A two-year master's degree to design useful and responsible artificial intelligence systems.",
                blocks: (k) => [
                  hero(
                    "Artificial intelligence & society",
                    "A two-year master’s degree, in French and English, in Lyon and Grenoble.",
                    k.img("hero-ia"),
                  ),
                  paragraph(
                    "The programme",
                    html(
                      p(
                        "The first year lays the foundations: machine learning, statistics, programming and an introduction to the social sciences of digital technology.",
                      ),
                      p(
                        "The second year specialises in health, public services or industry, with a project carried out for a partner and a six-month internship.",
                      ),
                    ),
                  ),
                  textImage(
                    "Testimonial",
                    html(
                      quote(
                        "We learn to build models, but also to ask who we are building them for, and why.",
                        "Jade, second-year student",
                      ),
                    ),
                    k.img("card-ia-ethique"),
                    "right",
                  ),
                  readMoreWrapper(
                    "The programme in detail",
                    html(p("Four semesters, 120 credits, courses in French and English.")),
                    html(
                      p("Semester 1: machine learning, statistics, programming, sociology of digital technology."),
                      p("Semester 2: deep learning, data law and ethics, team project."),
                      p("Semester 3: specialisation in health, public services or industry, project for a partner."),
                      p("Semester 4: six-month internship in a laboratory or a company."),
                    ),
                  ),
                  teamMemberCard("The teaching team", "", [
                    {
                      name: "Nadia Cheriet",
                      jobTitle: "Programme director, Lyon",
                      text: "Machine learning researcher.",
                      photo: k.img("portrait-nadia-cheriet"),
                      email: "n.cheriet@confluence-aura.example",
                    },
                    {
                      name: "Paul Vasseur",
                      jobTitle: "Programme director, Grenoble",
                      text: "Sociologist of technology.",
                      photo: k.img("portrait-paul-vasseur"),
                      email: "p.vasseur@confluence-aura.example",
                    },
                    {
                      name: "Léa Morin",
                      jobTitle: "Partner relations",
                      text: "She finds the projects and internships.",
                      photo: k.img("portrait-lea-morin"),
                    },
                  ]),
                  stickySocial("Follow the master's", "", [
                    { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
                    { network: "youtube", url: "https://www.youtube.com/@confluence-aura-demo" },
                    { network: "email", url: "mailto:master-ia@confluence-aura.example" },
                  ]),
                ],
              },
            },
          ],
        },
        {
          fr: {
            id: 207,
            slug: "doctorat",
            title: "Doctorat",
            excerpt: "Préparer un doctorat dans l'un des laboratoires de la communauté, avec ou sans entreprise.",
            blocks: (k) => [
              paragraph(
                "Trois ans de recherche",
                html(
                  p(
                    "Les écoles doctorales de la communauté accueillent 3 800 doctorants. Chaque thèse est financée, par un contrat doctoral, une convention avec une entreprise ou une bourse internationale.",
                  ),
                ),
              ),
              textImage(
                "La thèse en entreprise",
                html(
                  p(
                    "Une thèse sur trois est menée en partenariat avec une entreprise. Le doctorant partage son temps entre le laboratoire et l'entreprise, qui le rémunère.",
                  ),
                ),
                k.img("card-webinaire-these"),
                "left",
                link("Webinaire CIFRE", "/events/webinaire-these-cifre/"),
              ),
              simpleQuote(
                "Trois ans pour creuser une seule question, avec une équipe qui vous fait confiance : c’est un luxe rare.",
                "Malik Haddad",
                "Doctorant en énergie, Grenoble",
                k.img("portrait-malik-haddad"),
              ),
              readMoreLinkedArticle({
                title: "Rencontrer les entreprises qui recrutent des docteurs",
                text: "Le forum entreprises-doctorants réunit chaque année à Grenoble les entreprises qui recrutent des docteurs.",
                image: k.img("card-atelier"),
                link: link("Le forum", "/events/forum-entreprises-doctorants/"),
              }),
            ],
          },
          en: {
            id: 450,
            slug: "phd",
            title: "PhD",
            excerpt: "Doing a PhD in one of the community's laboratories, with or without a company.",
            blocks: (k) => [
              paragraph(
                "Three years of research",
                html(
                  p(
                    "The community's doctoral schools host 3,800 PhD students. Every thesis is funded, by a doctoral contract, an agreement with a company or an international grant.",
                  ),
                ),
              ),
              textImage(
                "PhDs in companies",
                html(
                  p(
                    "One thesis in three is carried out in partnership with a company. The PhD student splits their time between the laboratory and the company, which pays their salary.",
                  ),
                ),
                k.img("card-webinaire-these"),
                "left",
                link("CIFRE webinar", "/en/events/webinar-industrial-phd-cifre/"),
              ),
              simpleQuote(
                "Three years to dig into a single question, with a team that trusts you: that is a rare luxury.",
                "Malik Haddad",
                "PhD student in energy, Grenoble",
                k.img("portrait-malik-haddad"),
              ),
              readMoreLinkedArticle({
                title: "Meet the companies that hire PhDs",
                text: "Every year in Grenoble, the companies–PhD forum brings together the companies that recruit doctors.",
                image: k.img("card-atelier"),
                link: link("The forum", "/en/events/companies-phd-forum/"),
              }),
            ],
          },
        },
      ],
    },
    {
      fr: {
        id: 209,
        slug: "bourses-et-aides",
        title: "Bourses et aides",
        excerpt:
          "Bourses sur critères sociaux, aides au mérite, bourses de mobilité : les aides financières pour vos études.",
        blocks: () => [
          paragraph(
            "Les bourses sur critères sociaux",
            html(
              p(
                "Elles sont attribuées selon les revenus de la famille et peuvent atteindre 6 300 euros par an. La demande se fait au printemps, avant même d'avoir reçu une réponse d'admission.",
              ),
            ),
          ),
          paragraph(
            "Les bourses de mobilité",
            html(
              p(
                "Pour un semestre ou une année à l'étranger, la Région et les établissements complètent les bourses européennes. Renseignez-vous auprès du service des relations internationales.",
              ),
            ),
          ),
          articleBody(
            html(
              h2("Les aides d'urgence"),
              p(
                "En cas de difficulté imprévue, les services sociaux des établissements peuvent accorder une aide ponctuelle. Elle est confidentielle et ne doit pas être remboursée.",
              ),
            ),
          ),
          faqList("Questions fréquentes", "", [
            {
              question: "Les étudiants étrangers peuvent-ils avoir une bourse ?",
              answer: html(
                p(
                  "Les bourses sur critères sociaux sont ouvertes aux étudiants européens et aux étudiants résidant en France depuis deux ans. Les autres peuvent demander une bourse d'excellence de la Région.",
                ),
              ),
            },
            {
              question: "Quand la bourse est-elle versée ?",
              answer: html(p("Chaque mois, de septembre à juin, à condition d'être inscrit et assidu.")),
            },
            {
              question: "Peut-on cumuler bourse et alternance ?",
              answer: html(p("Non : l'alternant est salarié. Il peut en revanche recevoir les aides au logement.")),
            },
          ]),
        ],
      },
      en: {
        id: 452,
        slug: "scholarships",
        title: "Scholarships and financial aid",
        excerpt: "Means-tested grants, merit awards, mobility grants: financial aid for your studies.",
        blocks: () => [
          paragraph(
            "Means-tested grants",
            html(
              p(
                "They are awarded according to family income and can reach €6,300 a year. You apply in spring, even before receiving an admission decision.",
              ),
            ),
          ),
          paragraph(
            "Mobility grants",
            html(
              p(
                "For a semester or a year abroad, the Region and the institutions top up European grants. Ask your international relations office.",
              ),
            ),
          ),
          articleBody(
            html(
              h2("Emergency aid"),
              p(
                "If you face an unexpected difficulty, the institutions' social services can grant one-off aid. It is confidential and does not have to be paid back.",
              ),
            ),
          ),
          faqList("Frequently asked questions", "", [
            {
              question: "Can international students get a grant?",
              answer: html(
                p(
                  "Means-tested grants are open to European students and to students who have lived in France for two years. Others can apply for a Region excellence grant.",
                ),
              ),
            },
            {
              question: "When is the grant paid?",
              answer: html(p("Every month from September to June, provided you are enrolled and attend classes.")),
            },
            {
              question: "Can I combine a grant with a work-study contract?",
              answer: html(p("No: work-study students are employees. They can, however, receive housing benefit.")),
            },
          ]),
        ],
      },
    },
    {
      image: "hero-accueil",
      fr: {
        id: 211,
        slug: "etudiants-internationaux",
        title: "Étudiants internationaux",
        excerpt: "Visa, logement, cours de français, parrainage : tout pour bien préparer votre arrivée.",
        blocks: (k) => [
          hero(
            "Bienvenue !",
            "Un guichet unique pour toutes vos démarches à la rentrée.",
            k.img("hero-accueil"),
            link("Semaine d’accueil", "/events/semaine-accueil-etudiants-internationaux/"),
          ),
          floatingLinks("Vos démarches", [
            link("Se loger", "/vivre/se-loger/"),
            link("Bourses", "/etudier/bourses-et-aides/"),
            link("Semaine d’accueil", "/events/semaine-accueil-etudiants-internationaux/"),
            link("Nous écrire", "/contact/"),
          ]),
          paragraph(
            "Avant de partir",
            html(
              ul([
                "Demandez votre visa étudiant dès votre admission",
                "Réservez un logement en résidence grâce au contingent international",
                "Inscrivez-vous au programme de parrainage",
              ]),
            ),
          ),
          paragraph(
            "À votre arrivée",
            html(
              p(
                "Le guichet unique réunit la préfecture, la sécurité sociale, la banque et les transports. Des cours de français gratuits sont proposés toute l'année.",
              ),
            ),
          ),
        ],
      },
      en: {
        id: 454,
        slug: "international-students",
        title: "International students",
        excerpt: "Visa, housing, French classes, buddy scheme: everything to prepare your arrival.",
        blocks: (k) => [
          hero(
            "Welcome!",
            "A one-stop desk for all your paperwork at the start of the year.",
            k.img("hero-accueil"),
            link("Welcome week", "/en/events/international-students-welcome-week/"),
          ),
          floatingLinks("Your next steps", [
            link("Housing", "/en/life/housing/"),
            link("Scholarships", "/en/study/scholarships/"),
            link("Welcome week", "/en/events/international-students-welcome-week/"),
            link("Write to us", "/en/contact/"),
          ]),
          paragraph(
            "Before you leave",
            html(
              ul([
                "Apply for your student visa as soon as you are admitted",
                "Book a residence room through the international quota",
                "Sign up for the buddy scheme",
              ]),
            ),
          ),
          paragraph(
            "When you arrive",
            html(
              p(
                "The one-stop desk brings together the prefecture, health insurance, banks and transport. Free French classes are offered all year round.",
              ),
            ),
          ),
        ],
      },
    },
    {
      fr: {
        id: 213,
        slug: "alternance",
        title: "L'alternance",
        excerpt:
          "Se former en alternant école et entreprise, avec un salaire et des frais de formation pris en charge.",
        blocks: (k) => [
          paragraph(
            "Étudier et travailler",
            html(
              p(
                "L'alternance permet de préparer un diplôme tout en travaillant dans une entreprise. Les frais de formation sont pris en charge et l'alternant perçoit un salaire.",
              ),
            ),
          ),
          textImage(
            "Nouveau : un cursus d'ingénieur en alternance",
            html(
              p(
                `L'École d'ingénieurs du Forez ${a("/events/forez-cursus-alternance/", "ouvre un cursus entièrement en alternance")} à la prochaine rentrée.`,
              ),
            ),
            k.img("card-alternance"),
            "right",
          ),
        ],
      },
    },
  ],
};

const ecosystem: PageNode = {
  image: "hero-reseau",
  fr: {
    id: 308,
    slug: "ecosysteme",
    title: "L'écosystème & ses acteurs",
    excerpt:
      "Laboratoires, plateformes technologiques et entreprises : les acteurs de la recherche et de l'innovation dans la communauté.",
    blocks: (k) => [
      hero(
        "L’écosystème & ses acteurs",
        "250 laboratoires, 40 plateformes technologiques et plus de 300 entreprises qui travaillent ensemble.",
        k.img("hero-reseau"),
        link("Les membres", "/ecosysteme/membres/"),
      ),
      paragraph(
        "Des liens plutôt que des murs",
        html(
          p(
            "Chaque année, plus de 1 500 contrats de recherche sont signés entre les laboratoires et les entreprises de la communauté. Les plateformes technologiques sont ouvertes à tous les partenaires.",
          ),
        ),
      ),
      bricks("Qui fait l’écosystème ?", "", [
        {
          title: "40 plateformes",
          text: "Des équipements de pointe ouverts aux entreprises.",
          image: k.img("card-microscope"),
          link: link("Les plateformes", "/ecosysteme/laboratoires/plateformes/"),
        },
        {
          title: "250 laboratoires",
          text: "Santé, énergie, numérique, matériaux, sciences humaines : tous les grands domaines de la recherche.",
          link: link("Les laboratoires", "/ecosysteme/laboratoires/"),
        },
        {
          title: "300 entreprises",
          text: "Des start-up aux grands groupes industriels.",
          link: link("Les entreprises", "/ecosysteme/entreprises/"),
        },
        {
          title: "46 établissements",
          text: "Universités, écoles d’ingénieurs, d’art et de commerce.",
          link: link("Étudier", "/etudier/"),
        },
        {
          title: "Les membres",
          text: "Toutes les organisations qui font vivre Confluence.",
          link: link("Les membres", "/ecosysteme/membres/"),
        },
      ]),
      textImage(
        "Les laboratoires",
        html(
          p(
            "Santé, énergie, numérique, matériaux, sciences humaines : les laboratoires couvrent tous les grands domaines de la recherche.",
          ),
        ),
        k.img("card-laboratoire"),
        "right",
        link("Découvrir les laboratoires", "/ecosysteme/laboratoires/"),
      ),
      textImage(
        "Les entreprises",
        html(
          p(
            "Des start-up issues des laboratoires aux grands groupes industriels, les entreprises trouvent ici des compétences, des équipements et des talents.",
          ),
        ),
        k.img("card-startup"),
        "left",
        link("Les entreprises", "/ecosysteme/entreprises/"),
      ),
    ],
  },
  en: {
    id: 418,
    slug: "ecosystem",
    title: "The ecosystem & its players",
    excerpt:
      "Laboratories, technology platforms and companies: the players in research and innovation in the community.",
    blocks: (k) => [
      hero(
        "The ecosystem & its players",
        "250 laboratories, 40 technology platforms and more than 300 companies working together.",
        k.img("hero-reseau"),
        link("Members", "/en/ecosystem/members/"),
      ),
      paragraph(
        "Bridges rather than walls",
        html(
          p(
            "Every year, more than 1,500 research contracts are signed between the community's laboratories and companies. The technology platforms are open to every partner.",
          ),
        ),
      ),
      bricks("Who makes the ecosystem?", "", [
        {
          title: "40 platforms",
          text: "State-of-the-art equipment open to companies.",
          image: k.img("card-microscope"),
          link: link("Platforms", "/en/ecosystem/laboratories/platforms/"),
        },
        {
          title: "250 laboratories",
          text: "Health, energy, digital technology, materials, humanities: every major field of research.",
          link: link("Laboratories", "/en/ecosystem/laboratories/"),
        },
        {
          title: "300 companies",
          text: "From start-ups to large industrial groups.",
          link: link("Companies", "/en/ecosystem/companies/"),
        },
        {
          title: "46 institutions",
          text: "Universities, engineering, art and business schools.",
          link: link("Study", "/en/study/"),
        },
        {
          title: "Members",
          text: "Every organisation that keeps Confluence alive.",
          link: link("Members", "/en/ecosystem/members/"),
        },
      ]),
      textImage(
        "Laboratories",
        html(
          p(
            "Health, energy, digital technology, materials, humanities: the laboratories cover every major field of research.",
          ),
        ),
        k.img("card-laboratoire"),
        "right",
        link("Discover the laboratories", "/en/ecosystem/laboratories/"),
      ),
      textImage(
        "Companies",
        html(
          p("From laboratory spin-offs to large industrial groups, companies find skills, equipment and talent here."),
        ),
        k.img("card-startup"),
        "left",
        link("Companies", "/en/ecosystem/companies/"),
      ),
    ],
  },
  children: [
    {
      image: "card-laboratoire",
      fr: {
        id: 310,
        slug: "laboratoires",
        title: "Laboratoires",
        excerpt: "250 laboratoires de recherche publique, dans tous les grands domaines scientifiques.",
        blocks: (k) => [
          paragraph(
            "La recherche publique",
            html(
              p(
                "Les laboratoires de la communauté réunissent 9 000 chercheurs, enseignants-chercheurs, ingénieurs et techniciens. Beaucoup sont associés aux grands organismes nationaux de recherche.",
              ),
            ),
          ),
          textImage(
            "Des équipements partagés",
            html(
              p(
                `Les laboratoires ouvrent leurs équipements aux entreprises grâce aux ${a("/ecosysteme/laboratoires/plateformes/", "plateformes technologiques")}.`,
              ),
            ),
            k.img("card-laboratoire"),
            "left",
          ),
          imageLink(
            "Portes ouvertes à l'Institut Belledonne",
            "Une journée pour découvrir les laboratoires de l'énergie à Grenoble.",
            k.img("hero-energie"),
            link("S’inscrire", "/events/portes-ouvertes-institut-belledonne/"),
          ),
        ],
      },
      en: {
        id: 456,
        slug: "laboratories",
        title: "Laboratories",
        excerpt: "250 public research laboratories in every major scientific field.",
        blocks: (k) => [
          paragraph(
            "Public research",
            html(
              p(
                "The community's laboratories bring together 9,000 researchers, lecturers, engineers and technicians. Many are affiliated with the major national research organisations.",
              ),
            ),
          ),
          textImage(
            "Shared equipment",
            html(
              p(
                `The laboratories open their equipment to companies through the ${a("/en/ecosystem/laboratories/platforms/", "technology platforms")}.`,
              ),
            ),
            k.img("card-laboratoire"),
            "left",
          ),
          imageLink(
            "Belledonne Institute open day",
            "A day to discover the energy laboratories in Grenoble.",
            k.img("hero-energie"),
            link("Register", "/en/events/belledonne-institute-open-day/"),
          ),
        ],
      },
      children: [
        {
          image: "card-microscope",
          fr: {
            id: 312,
            slug: "plateformes",
            title: "Plateformes technologiques",
            excerpt: "40 plateformes technologiques ouvertes aux entreprises et aux laboratoires partenaires.",
            blocks: (k) => [
              paragraph(
                "Des équipements de pointe",
                html(
                  p(
                    "Microscopie, calcul intensif, fabrication additive, bioproduction : les plateformes mettent à disposition des équipements et l'expertise des ingénieurs qui les font fonctionner.",
                  ),
                ),
              ),
              textImage(
                "Comment y accéder ?",
                html(
                  p(
                    `Une demande suffit pour obtenir un devis sous quinze jours. Venez découvrir les plateformes lors de la ${a("/events/visite-plateformes-materiaux/", "prochaine visite")}.`,
                  ),
                ),
                k.img("card-microscope"),
                "right",
              ),
              articleBody(
                html(
                  h2("Tarifs"),
                  p(
                    "Les tarifs sont publics et identiques pour toutes les entreprises. Les start-up de moins de trois ans bénéficient d'une réduction de 30 %.",
                  ),
                ),
              ),
            ],
          },
          en: {
            id: 458,
            slug: "platforms",
            title: "Technology platforms",
            excerpt: "40 technology platforms open to companies and partner laboratories.",
            blocks: (k) => [
              paragraph(
                "State-of-the-art equipment",
                html(
                  p(
                    "Microscopy, high-performance computing, additive manufacturing, bioproduction: the platforms provide equipment and the expertise of the engineers who run it.",
                  ),
                ),
              ),
              textImage(
                "How to get access",
                html(
                  p(
                    `One request is enough to get a quote within a fortnight. Come and discover the platforms on the ${a("/en/events/materials-platforms-tour/", "next tour")}.`,
                  ),
                ),
                k.img("card-microscope"),
                "right",
              ),
              articleBody(
                html(
                  h2("Prices"),
                  p(
                    "Prices are public and the same for every company. Start-ups less than three years old get a 30% discount.",
                  ),
                ),
              ),
            ],
          },
        },
      ],
    },
    {
      image: "card-startup",
      fr: {
        id: 314,
        slug: "entreprises",
        title: "Entreprises",
        excerpt: "Plus de 300 entreprises partenaires, des start-up aux grands groupes industriels.",
        blocks: (k) => [
          paragraph(
            "Des entreprises de toutes tailles",
            html(
              p(
                "Les entreprises partenaires recrutent nos diplômés, accueillent des stagiaires et des doctorants, et mènent des projets de recherche avec les laboratoires.",
              ),
            ),
          ),
          textImage(
            "Créer son entreprise",
            html(
              p(
                "Chaque année, une quarantaine de start-up naissent des laboratoires de la communauté. Un incubateur commun les accompagne pendant dix-huit mois.",
              ),
            ),
            k.img("card-startup"),
            "left",
          ),
          stickySocial(
            "Suivre l’incubateur",
            "Appels à projets, soirées de pitchs et levées de fonds.",
            [
              { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
              { network: "instagram", url: "https://www.instagram.com/confluence.aura.demo" },
            ],
            "sticky-social",
          ),
        ],
      },
      en: {
        id: 460,
        slug: "companies",
        title: "Companies",
        excerpt: "More than 300 partner companies, from start-ups to large industrial groups.",
        blocks: (k) => [
          paragraph(
            "Companies of every size",
            html(
              p(
                "Partner companies hire our graduates, host interns and PhD students, and run research projects with the laboratories.",
              ),
            ),
          ),
          textImage(
            "Starting a company",
            html(
              p(
                "Every year about forty start-ups are born in the community's laboratories. A shared incubator supports them for eighteen months.",
              ),
            ),
            k.img("card-startup"),
            "left",
          ),
          stickySocial(
            "Follow the incubator",
            "Calls for projects, pitch nights and funding rounds.",
            [
              { network: "linkedin", url: "https://www.linkedin.com/company/confluence-aura-demo" },
              { network: "instagram", url: "https://www.instagram.com/confluence.aura.demo" },
            ],
            "sticky-social",
          ),
        ],
      },
    },
    {
      fr: {
        id: 316,
        slug: "membres",
        title: "Les membres",
        excerpt: "Universités, écoles, laboratoires et entreprises : les membres de Confluence.",
        blocks: () => [
          paragraph(
            "Qui sont les membres ?",
            html(
              p(
                "Les membres de Confluence sont des établissements d'enseignement supérieur, des organismes de recherche, des centres techniques et des entreprises. Ils s'engagent à partager formations, équipements et projets.",
              ),
            ),
          ),
          societies(
            "Les membres fondateurs",
            html(
              p(
                "Six établissements et entreprises ont créé Confluence. Ils animent aujourd'hui ses programmes communs.",
              ),
            ),
            [1301, 1302, 1303, 1304, 1305, 1307],
          ),
          membersList("L’annuaire des membres", html(p("Tous les membres, classés par domaine.")), "field"),
          paragraph(
            "Devenir membre",
            html(
              p(
                `L'adhésion est ouverte à toute organisation de la région qui forme, cherche ou innove. ${a("/contact/", "Contactez-nous")} pour en savoir plus.`,
              ),
            ),
          ),
        ],
      },
      en: {
        id: 462,
        slug: "members",
        title: "Members",
        excerpt: "Universities, schools, laboratories and companies: the members of Confluence.",
        blocks: () => [
          paragraph(
            "Who are the members?",
            html(
              p(
                "Confluence members are higher education institutions, research organisations, technical centres and companies. They commit to sharing programmes, equipment and projects.",
              ),
            ),
          ),
          societies(
            "Founding members",
            html(p("Six institutions and companies created Confluence. Today they lead its shared programmes.")),
            [2301, 2302, 2303, 2304, 2305, 2307],
          ),
          membersList("Member directory", html(p("Every member, by field.")), "field"),
          paragraph(
            "Becoming a member",
            html(
              p(
                `Membership is open to any organisation in the region that teaches, researches or innovates. ${a("/en/contact/", "Contact us")} to find out more.`,
              ),
            ),
          ),
        ],
      },
    },
  ],
};

const invest: PageNode = {
  image: "hero-investir",
  fr: {
    id: 173,
    slug: "investir",
    title: "Investir",
    excerpt: "Talents, recherche, infrastructures : pourquoi et comment installer votre activité dans la région.",
    blocks: (k) => [
      hero(
        "Investir dans la région",
        "Une région industrielle et scientifique de premier plan, au cœur de l’Europe.",
        k.img("hero-investir"),
        link("Pourquoi la région ?", "/investir/pourquoi-la-region/"),
        link("Être accompagné", "/investir/accompagnement/"),
      ),
      keyNumbers("Les chiffres clés", "", [
        { number: "2e", label: "région économique de France" },
        { number: "120 000", label: "étudiants", detail: "Et 9 000 chercheurs." },
        { number: "3 h", label: "de train de Paris, Milan et Genève" },
      ]),
      textImage(
        "Un accompagnement sur mesure",
        html(
          p(
            "De la recherche d'un site au recrutement des premiers salariés, une équipe dédiée vous accompagne gratuitement.",
          ),
        ),
        k.img("card-etapes"),
        "right",
        link("Être accompagné", "/investir/accompagnement/"),
      ),
      pushBlock({
        kicker: "Webinaire",
        title: "S’implanter en Auvergne-Rhône-Alpes",
        text: html(
          p("Une heure pour comprendre les étapes, les aides et les interlocuteurs d'une implantation réussie."),
        ),
        link: link("S’inscrire", "/events/webinaire-s-implanter/"),
        theme: "gold",
      }),
    ],
  },
  en: {
    id: 420,
    slug: "invest",
    title: "Invest",
    excerpt: "Talent, research, infrastructure: why and how to set up your business in the region.",
    blocks: (k) => [
      hero(
        "Investing in the region",
        "A leading industrial and scientific region at the heart of Europe.",
        k.img("hero-investir"),
        link("Why the region?", "/en/invest/why-the-region/"),
        link("Get support", "/en/invest/support/"),
      ),
      keyNumbers("Key figures", "", [
        { number: "2nd", label: "largest regional economy in France" },
        { number: "120,000", label: "students", detail: "And 9,000 researchers." },
        { number: "3 h", label: "by train from Paris, Milan and Geneva" },
      ]),
      textImage(
        "Tailored support",
        html(p("From finding a site to hiring your first employees, a dedicated team supports you free of charge.")),
        k.img("card-etapes"),
        "right",
        link("Get support", "/en/invest/support/"),
      ),
      pushBlock({
        kicker: "Webinar",
        title: "Setting up in Auvergne-Rhône-Alpes",
        text: html(
          p("One hour to understand the steps, the support and the people to talk to for a successful set-up."),
        ),
        link: link("Register", "/en/events/webinar-setting-up/"),
        theme: "gold",
      }),
    ],
  },
  children: [
    {
      image: "hero-montagnes",
      fr: {
        id: 320,
        slug: "pourquoi-la-region",
        title: "Pourquoi la région ?",
        excerpt: "Des talents, une recherche de pointe et une qualité de vie reconnue.",
        blocks: (k) => [
          paragraph(
            "Des talents",
            html(
              p(
                "Chaque année, 30 000 diplômés sortent des établissements de la communauté, dont 6 000 ingénieurs et 1 100 docteurs.",
              ),
            ),
          ),
          paragraph(
            "Une recherche de pointe",
            html(
              p(
                "Santé, énergie, numérique, matériaux : la région compte parmi les premières d'Europe pour le nombre de brevets déposés.",
              ),
            ),
          ),
          textImage(
            "Une qualité de vie reconnue",
            html(p("Montagnes, lacs, vignobles et villes dynamiques : vos équipes s'installeront ici avec plaisir.")),
            k.img("hero-montagnes"),
            "left",
          ),
        ],
      },
      en: {
        id: 464,
        slug: "why-the-region",
        title: "Why the region?",
        excerpt: "Talent, leading research and a renowned quality of life.",
        blocks: (k) => [
          paragraph(
            "Talent",
            html(
              p(
                "Every year 30,000 graduates leave the community's institutions, including 6,000 engineers and 1,100 PhDs.",
              ),
            ),
          ),
          paragraph(
            "Leading research",
            html(
              p(
                "Health, energy, digital technology, materials: the region is among Europe's leaders in patent filings.",
              ),
            ),
          ),
          textImage(
            "A renowned quality of life",
            html(p("Mountains, lakes, vineyards and lively cities: your teams will be glad to settle here.")),
            k.img("hero-montagnes"),
            "left",
          ),
        ],
      },
    },
    {
      image: "card-etapes",
      fr: {
        id: 322,
        slug: "accompagnement",
        title: "Accompagnement",
        excerpt: "Une équipe dédiée accompagne gratuitement votre projet d'implantation ou de développement.",
        blocks: (k) => [
          paragraph(
            "Un interlocuteur unique",
            html(
              p(
                "Un chargé d'affaires suit votre projet du premier contact à l'installation : recherche de site, financement, recrutement, partenariats de recherche.",
              ),
            ),
          ),
          textImage(
            "Les étapes",
            html(
              p(`Découvrez les étapes d'une ${a("/investir/accompagnement/implantation/", "implantation réussie")}.`),
            ),
            k.img("card-etapes"),
            "right",
          ),
        ],
      },
      en: {
        id: 466,
        slug: "support",
        title: "Support",
        excerpt: "A dedicated team supports your set-up or expansion project free of charge.",
        blocks: (k) => [
          paragraph(
            "A single point of contact",
            html(
              p(
                "A business manager follows your project from the first contact to your move: finding a site, funding, recruitment, research partnerships.",
              ),
            ),
          ),
          textImage(
            "The steps",
            html(p(`Discover the steps of a ${a("/en/invest/support/setting-up/", "successful set-up")}.`)),
            k.img("card-etapes"),
            "right",
          ),
        ],
      },
      children: [
        {
          image: "card-usine",
          fr: {
            id: 324,
            slug: "implantation",
            title: "S'implanter",
            excerpt:
              "Les étapes pour installer votre entreprise dans la région, de la recherche de site au recrutement.",
            blocks: (k) => [
              articleBody(
                html(
                  h2("Cinq étapes"),
                  `<ol class="wp-block-list"><li>Un premier échange pour comprendre votre projet</li><li>Une sélection de sites adaptés</li><li>Les visites et la mise en relation avec les partenaires</li><li>Le montage du plan de financement</li><li>Le recrutement et l'installation</li></ol>`,
                  p(
                    `Pour aller plus loin, suivez le ${a("/events/webinaire-s-implanter/", "webinaire consacré à l'implantation")}.`,
                  ),
                ),
              ),
              textImage(
                "Ils se sont installés ici",
                html(
                  quote(
                    "En six mois, nous avions un site, une équipe et deux partenariats avec des laboratoires.",
                    "Directrice d'une entreprise de capteurs",
                  ),
                ),
                k.img("card-usine"),
                "left",
              ),
            ],
          },
          en: {
            id: 468,
            slug: "setting-up",
            title: "Setting up",
            excerpt: "The steps to set up your company in the region, from finding a site to recruitment.",
            blocks: (k) => [
              articleBody(
                html(
                  h2("Five steps"),
                  `<ol class="wp-block-list"><li>A first conversation to understand your project</li><li>A shortlist of suitable sites</li><li>Visits and introductions to partners</li><li>Building the funding plan</li><li>Recruitment and moving in</li></ol>`,
                  p(`To go further, join the ${a("/en/events/webinar-setting-up/", "webinar on setting up")}.`),
                ),
              ),
              textImage(
                "They set up here",
                html(
                  quote(
                    "Within six months we had a site, a team and two partnerships with laboratories.",
                    "Director of a sensor company",
                  ),
                ),
                k.img("card-usine"),
                "left",
              ),
            ],
          },
        },
      ],
    },
  ],
};

const now: PageNode = {
  image: "hero-agenda",
  fr: {
    id: 175,
    slug: "agenda",
    title: "Actualités & agenda",
    excerpt:
      "Les actualités de la communauté et les événements à venir : conférences, ateliers, forums et portes ouvertes.",
    blocks: (k) => [
      hero(
        "Actualités & agenda",
        "Conférences, ateliers, forums, portes ouvertes : tous les rendez-vous de la communauté.",
        k.img("hero-agenda"),
      ),
      customFilters(
        "Tous les rendez-vous",
        html(
          p(
            "Filtrez les événements par ville et par domaine pour trouver ceux qui vous intéressent. La plupart sont gratuits et ouverts à tous.",
          ),
        ),
      ),
    ],
  },
  en: {
    id: 422,
    slug: "now",
    title: "News & events",
    excerpt: "Community news and upcoming events: talks, workshops, forums and open days.",
    blocks: (k) => [
      hero("News & events", "Talks, workshops, forums, open days: every event of the community.", k.img("hero-agenda")),
      customFilters(
        "Every date and every story",
        html(p("Filter events by city and field to find the ones that interest you. Most are free and open to all.")),
      ),
    ],
  },
};

const legal: PageNode = {
  fr: {
    id: 330,
    slug: "mentions-legales",
    title: "Mentions légales",
    excerpt: "Éditeur du site, hébergement, données personnelles et crédits.",
    content: () =>
      html(
        p("Sur cette page :"),
        ul([
          a("#editeur", "Éditeur"),
          a("#hebergement", "Hébergement"),
          a("#donnees-personnelles", "Données personnelles"),
          a("#credits", "Crédits"),
        ]),
        h2("Éditeur", "editeur"),
        p(
          "Ce site est édité par l'association Confluence, Maison de la Confluence, 12 quai des Deux-Rivières, 69002 Lyon. Directrice de la publication : la présidente de l'association.",
        ),
        h2("Hébergement", "hebergement"),
        p("Le site est hébergé en France par un prestataire certifié pour l'hébergement de données."),
        h2("Données personnelles", "donnees-personnelles"),
        p(
          `Les informations envoyées par le ${a("/contact/", "formulaire de contact")} servent uniquement à répondre à votre demande. Elles sont conservées un an au plus. Vous pouvez demander leur consultation, leur rectification ou leur suppression en nous écrivant.`,
        ),
        h2("Crédits", "credits"),
        p(
          "Illustrations : studio graphique de Confluence. Ce site est une démonstration : les organisations et les personnes citées sont fictives.",
        ),
      ),
  },
  en: {
    id: 470,
    slug: "legal-notice",
    title: "Legal notice",
    excerpt: "Publisher, hosting, personal data and credits.",
    content: () =>
      html(
        p("On this page:"),
        ul([
          a("#publisher", "Publisher"),
          a("#hosting", "Hosting"),
          a("#personal-data", "Personal data"),
          a("#credits", "Credits"),
        ]),
        h2("Publisher", "publisher"),
        p(
          "This site is published by the Confluence association, Maison de la Confluence, 12 quai des Deux-Rivières, 69002 Lyon, France. Publication director: the association's president.",
        ),
        h2("Hosting", "hosting"),
        p("The site is hosted in France by a provider certified for data hosting."),
        h2("Personal data", "personal-data"),
        p(
          `The information sent through the ${a("/en/contact/", "contact form")} is used only to answer your request. It is kept for one year at most. You may ask to see, correct or delete it by writing to us.`,
        ),
        h2("Credits", "credits"),
        p(
          "Illustrations: Confluence design studio. This site is a demonstration: the organisations and people mentioned are fictional.",
        ),
      ),
  },
};

const contact: PageNode = {
  fr: {
    id: 332,
    slug: "contact",
    title: "Contact",
    excerpt: "Une question sur les formations, l'écosystème ou une implantation ? Écrivez-nous.",
    content: () =>
      html(
        p(
          "Une question sur les formations, la vie étudiante, l'écosystème ou un projet d'implantation ? Remplissez le formulaire ci-dessous : nous vous répondons sous deux jours ouvrés.",
        ),
        p(`${strong("Par courrier")} : Maison de la Confluence, 12 quai des Deux-Rivières, 69002 Lyon.`),
      ),
  },
  en: {
    id: 472,
    slug: "contact",
    title: "Contact",
    excerpt: "A question about programmes, the ecosystem or setting up? Write to us.",
    content: () =>
      html(
        p(
          "A question about programmes, student life, the ecosystem or a plan to set up in the region? Fill in the form below: we answer within two working days.",
        ),
        p(`${strong("By post")}: Maison de la Confluence, 12 quai des Deux-Rivières, 69002 Lyon, France.`),
      ),
  },
};

/** Top-level pages in menu order; their children nest below them. */
export const PAGE_TREE: PageNode[] = [home, life, study, ecosystem, invest, now, legal, contact, showcase];
