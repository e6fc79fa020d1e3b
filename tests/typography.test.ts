import { describe, expect, it } from "vitest";
import { blockText } from "../lib/i18n/blocks.ts";
import { t } from "../lib/i18n/messages.ts";
import { addressPieces, typeset, typesetAll, typesetHtml } from "../lib/i18n/typography.ts";
import { sanitizeContent, toText } from "../lib/wordpress/html.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";

// Spelled out so a failure shows which space is where.
const n = "\u202f"; // narrow no-break space
const nb = "\u00a0"; // no-break space

describe("French typography", () => {
  it("puts a narrow no-break space before ? ! ; : whatever was typed before them", () => {
    expect(typeset("Une question ? Remplissez le formulaire", "fr")).toBe(`Une question${n}? Remplissez le formulaire`);
    expect(typeset("Vivre: les laboratoires", "fr")).toBe(`Vivre${n}: les laboratoires`);
    expect(typeset(`Vivre${nb}: ici ; là !`, "fr")).toBe(`Vivre${n}: ici${n}; là${n}!`);
    expect(typeset("Vraiment ?!", "fr")).toBe(`Vraiment${n}?!`);
    expect(typeset("Quoi  ?", "fr")).toBe(`Quoi${n}?`);
  });

  it("puts narrow no-break spaces inside « », and makes straight quotes guillemets", () => {
    expect(typeset("voir « Données personnelles » ici", "fr")).toBe(`voir «${n}Données personnelles${n}» ici`);
    expect(typeset("voir «Données»", "fr")).toBe(`voir «${n}Données${n}»`);
    expect(typeset('le "campus" ouvert', "fr")).toBe(`le «${n}campus${n}» ouvert`);
    expect(typeset("le “campus”.", "fr")).toBe(`le «${n}campus${n}».`);
  });

  it("uses the typographic apostrophe everywhere", () => {
    expect(typeset("L'écosystème d'Auvergne et l’accueil", "fr")).toBe("L’écosystème d’Auvergne et l’accueil");
  });

  it("leaves one space where several were typed", () => {
    expect(typeset("Les  archives   de la communauté", "fr")).toBe("Les archives de la communauté");
    expect(typeset(`120${nb} 000 membres`, "fr")).toBe(`120${nb}000${nb}membres`);
  });

  it("never changes addresses, e-mail addresses, times or entities", () => {
    expect(typeset("Rendez-vous à 10:30 ; fin à 12:00.", "fr")).toBe(`Rendez-vous à 10:30${n}; fin à 12:00.`);
    expect(typeset("Format 16:9", "fr")).toBe("Format 16:9");
    expect(typeset("Site : http://exemple.fr/a:b?x='z'&y=1 !", "fr")).toBe(
      `Site${n}: http://exemple.fr/a:b?x='z'&y=1${n}!`,
    );
    expect(typeset("voir https://exemple.fr/page?q=1.", "fr")).toBe("voir https://exemple.fr/page?q=1.");
    expect(typeset("www.exemple.fr/l'accueil", "fr")).toBe("www.exemple.fr/l'accueil");
    expect(typeset("Écrivez à prenom.nom@exemple.fr", "fr")).toBe("Écrivez à prenom.nom@exemple.fr");
    expect(typeset("R&amp;D ; la suite", "fr")).toBe(`R&amp;D${n}; la suite`);
    expect(typeset("http://", "fr")).toBe("http://");
  });

  it("is idempotent", () => {
    const once = typeset(`« Vivre » : l'accueil ? Oui ! 10:30 ; https://exemple.fr/?a=1`, "fr");
    expect(typeset(once, "fr")).toBe(once);
  });
});

describe("English typography", () => {
  it("makes apostrophes and quotes curly", () => {
    expect(typeset("The community's \"news\" and 'events'", "en")).toBe("The community’s “news” and ‘events’");
    expect(typeset("the '90s", "en")).toBe("the ’90s");
  });

  it("adds no space before punctuation and leaves one space where several were typed", () => {
    expect(typeset("Questions?  Write to us: now!", "en")).toBe("Questions? Write to us: now!");
  });

  it("never changes addresses or times", () => {
    expect(typeset("See https://example.org/it's?a='b'&c=1 at 10:30.", "en")).toBe(
      "See https://example.org/it's?a='b'&c=1 at 10:30.",
    );
  });
});

describe("typography of HTML", () => {
  it("changes text nodes only, never tags or attributes", () => {
    const html = `<p title="l'accueil : ici" data-x='"q"'>L'accueil : <a href="https://exemple.fr/?a=1&amp;b='c'">le site</a> !</p>`;
    expect(typesetHtml(html, "fr")).toBe(
      `<p title="l'accueil : ici" data-x='"q"'>L’accueil${n}: <a href="https://exemple.fr/?a=1&amp;b='c'">le site</a>${n}!</p>`,
    );
  });

  it("sees across an inline tag, not across a block", () => {
    expect(typesetHtml("<p><strong>Quand</strong>: demain</p>", "fr")).toBe(
      `<p><strong>Quand</strong>${n}: demain</p>`,
    );
    expect(typesetHtml("<p>Quand</p><p>: demain</p>", "fr")).toBe("<p>Quand</p><p>: demain</p>");
  });

  it("leaves code and preformatted text as typed", () => {
    const html = `<p>Tapez <code>a:b ; 'c'</code> puis <pre><code>x ? y</code></pre> : fini</p>`;
    expect(typesetHtml(html, "fr")).toBe(
      `<p>Tapez <code>a:b ; 'c'</code> puis <pre><code>x ? y</code></pre>${n}: fini</p>`,
    );
  });

  it("keeps entities whole", () => {
    expect(typesetHtml("<p>Recherche &amp; innovation ; &lt;b&gt; ?</p>", "fr")).toBe(
      `<p>Recherche &amp; innovation${n}; &lt;b&gt;${n}?</p>`,
    );
  });
});

describe("where it is applied", () => {
  it("interface text is typeset in both languages, functions included", () => {
    const fr = t("fr");
    expect(fr.contact.emailHint).toBe(
      `Par exemple${n}: prenom.nom@exemple.fr. Nous ne l’utilisons que pour vous répondre.`,
    );
    expect(fr.contact.consentHint).toContain(`«${n}Données personnelles${n}»`);
    expect(fr.events.eventItem).toBe("Événement");
    expect(fr.events.allTypes).toBe("Actualités & événements à venir");
    expect(fr.events.members(`1${n}200`)).toBe(`1${n}200${nb}membres`);
    expect(t("en").contact.consentHint).toContain("“Personal data”");
  });

  it("hidden labels follow each language's punctuation: no space before an English colon, a narrow no-break one before a French colon", () => {
    expect(blockText("en").emailTo("Hélène Marchand")).toBe("Write to Hélène Marchand:");
    expect(blockText("fr").emailTo("Hélène Marchand")).toBe(`Écrire à Hélène Marchand${n}:`);
    expect(t("fr").addressLabel).toBe(`Adresse${n}:`);
    expect(t("en").addressLabel).toBe("Address:");
  });

  it("typesetAll keeps the shape and the values that are not text", () => {
    const table = typesetAll({ a: "l'accueil", b: { c: 3, d: (x: string) => `${x} ?` }, e: true }, "fr");
    expect(table.a).toBe("l’accueil");
    expect(table.b.c).toBe(3);
    expect(table.b.d("Vraiment")).toBe(`Vraiment${n}?`);
    expect(table.e).toBe(true);
  });

  it("CMS text and HTML are typeset in the content's language; plain text without one is left as WordPress has it", () => {
    const links = createLinkRewriter("https://cms.example.org");
    const fr = createBlockContext(links, "fr");
    expect(fr.text("L&#8217;écosystème : les laboratoires")).toBe(`L’écosystème${n}: les laboratoires`);
    expect(fr.html('<p>Vivre : <a href="https://cms.example.org/vivre/">ici</a></p>')).toBe(
      `<p>Vivre${n}: <a href="/vivre">ici</a></p>`,
    );
    expect(createBlockContext(links, "en").text("The region's labs")).toBe("The region’s labs");
    expect(createBlockContext(links).text("L'écosystème : les laboratoires")).toBe(
      toText("L'écosystème : les laboratoires"),
    );
    expect(createBlockContext(links).html("<p>a : b</p>")).toBe(sanitizeContent("<p>a : b</p>", links));
  });
});

describe("French typography of numbers", () => {
  it("writes ordinals with superscript endings", () => {
    expect(typeset("Le 2e étage, la 1re année, le 1er janvier", "fr")).toBe(
      `Le 2ᵉ${nb}étage, la 1ʳᵉ${nb}année, le 1er${nb}janvier`.replace("1er", "1ᵉʳ"),
    );
    expect(typeset("les 1ers et les 1res, la 3ème place, le XXIe siècle, les IIes Rencontres", "fr")).toBe(
      `les 1ᵉʳˢ${nb}et les 1ʳᵉˢ, la 3ᵉ${nb}place, le XXIᵉ${nb}siècle, les IIᵉˢ${nb}Rencontres`,
    );
    expect(typeset("la 2nde édition", "fr")).toBe(`la 2ᵈᵉ${nb}édition`);
  });

  it("leaves what only looks like an ordinal: in a word, a decimal or a number with an exponent", () => {
    expect(typeset("H2e, 2em, 1,5e, 3e-5, 2e+3, Le Ce", "fr")).toBe("H2e, 2em, 1,5e, 3e-5, 2e+3, Le Ce");
  });

  it("groups numbers of five digits and more by three with a narrow no-break space", () => {
    expect(typeset("120000 membres et 9000000 d’euros", "fr")).toBe(
      `120${n}000${nb}membres et 9${n}000${n}000${nb}d’euros`,
    );
    expect(typeset("Un budget de 45000 €", "fr")).toBe(`Un budget de 45${n}000${nb}€`);
    expect(typeset("soit 12500,75 euros", "fr")).toBe(`soit 12${n}500,75${nb}euros`);
  });

  it("groups four-digit numbers that count something, never years", () => {
    expect(typeset("1500 étudiants", "fr")).toBe(`1${n}500${nb}étudiants`);
    expect(typeset("4200 membres, 2500 places", "fr")).toBe(`4${n}200${nb}membres, 2${n}500${nb}places`);
    expect(typeset("1200 €", "fr")).toBe(`1${n}200${nb}€`);
    expect(typeset("1500 m de dénivelé, 2000 kWh", "fr")).toBe(`1${n}500${nb}m de dénivelé, 2${n}000${nb}kWh`);
    expect(typeset("Née en 2012 d’une idée, elle compte 1800 chercheurs", "fr")).toBe(
      `Née en 2012${nb}d’une idée, elle compte 1${n}800${nb}chercheurs`,
    );
    expect(typeset("En 2015, les écoles ; 2019 aussi", "fr")).toBe(`En 2015, les écoles${n}; 2019${nb}aussi`);
    expect(typeset("l’année 2025-2026 et 2025–2026", "fr")).toBe(`l’année 2025-2026${nb}et 2025–2026`);
    expect(typeset("le 3 décembre 2026", "fr")).toBe(`le 3${nb}décembre 2026`);
    expect(typeset("en 2026 les étudiants", "fr")).toBe(`en 2026${nb}les étudiants`);
    expect(typeset("Territoires d’innovation 2027", "fr")).toBe("Territoires d’innovation 2027");
  });

  it("never groups phone numbers, postal codes, dates in figures, or digits in addresses and code", () => {
    expect(typeset("Tél. 04 72 10 20 30 ou 0800123456", "fr")).toBe(`Tél. 04 72 10 20 30${nb}ou 0800123456`);
    expect(typeset("12 quai des Deux-Rivières, 69002 Lyon", "fr")).toBe(
      `12${nb}quai des Deux-Rivières, 69002${nb}Lyon`,
    );
    expect(typeset("le 03/12/2026 ou le 2026-12-03", "fr")).toBe(`le 03/12/2026${nb}ou le 2026-12-03`);
    expect(typeset("voir https://exemple.fr/dossier/12000/2e et 12000@exemple.fr", "fr")).toBe(
      "voir https://exemple.fr/dossier/12000/2e et 12000@exemple.fr",
    );
    expect(typesetHtml("<p>Tapez <code>12000 2e</code></p>", "fr")).toBe("<p>Tapez <code>12000 2e</code></p>");
  });

  it("keeps a number with its unit or noun, and the percent sign after a narrow no-break space", () => {
    expect(typeset("12 millions d’euros, 5 km à pied", "fr")).toBe(`12${nb}millions d’euros, 5${nb}km à pied`);
    expect(typeset("30 % moins cher, 40% d’énergie", "fr")).toBe(`30${n}% moins cher, 40${n}% d’énergie`);
    expect(typeset("de 18 h 30 à 20 h, lettre n° 12", "fr")).toBe(
      `de 18${nb}h${nb}30${nb}à 20${nb}h, lettre n°${nb}12`,
    );
  });

  it("is idempotent on numbers", () => {
    const once = typeset("Le 2e des 1500 étudiants : 120000 € et 30 % en 2026, 69002 Lyon", "fr");
    expect(typeset(once, "fr")).toBe(once);
  });

  it("does not apply the French rules to English text", () => {
    expect(typeset("1500 students, the 2e floor, 30% less", "en")).toBe("1500 students, the 2e floor, 30% less");
  });
});

describe("addresses never break at a hyphen", () => {
  it("cuts an address into pieces, those with a hyphen kept together", () => {
    expect(addressPieces("Écrire à h.marchand@confluence-aura.example.")).toEqual([
      { text: "Écrire à h.marchand@", keep: false },
      { text: "confluence-aura.example", keep: true },
      { text: ".", keep: false },
    ]);
    expect(addressPieces("https://inscriptions.confluence-aura.example/conference-de-demain?a=b-c")).toEqual(
      [
        { text: "https:", keep: false },
        { text: "//", keep: false },
        { text: "inscriptions.confluence-aura.example", keep: true },
        { text: "/", keep: false },
        { text: "conference-de-demain", keep: true },
        { text: "?", keep: false },
        { text: "a", keep: false },
        { text: "=", keep: false },
        { text: "b-c", keep: true },
      ].reduce<Array<{ text: string; keep: boolean }>>((pieces, piece) => {
        const last = pieces.at(-1);
        if (last && !last.keep && !piece.keep) last.text += piece.text;
        else pieces.push({ ...piece });
        return pieces;
      }, []),
    );
    expect(addressPieces("a text without address, with a well-known hyphen")).toEqual([
      { text: "a text without address, with a well-known hyphen", keep: false },
    ]);
  });

  it("wraps those pieces in a span of the page's nobr class, in HTML, in both languages, once", () => {
    const html =
      '<p>Write to <a href="mailto:h.marchand@confluence-aura.example">h.marchand@confluence-aura.example</a>.</p>';
    const done = typesetHtml(html, "en");
    expect(done).toBe(
      '<p>Write to <a href="mailto:h.marchand@confluence-aura.example">h.marchand@<span class="nobr">confluence-aura.example</span></a>.</p>',
    );
    expect(typesetHtml(done, "en")).toBe(done);
    expect(typesetHtml("<p>Voir www.confluence-aura.example !</p>", "fr")).toBe(
      `<p>Voir <span class="nobr">www.confluence-aura.example</span>${n}!</p>`,
    );
  });
});
