import { describe, expect, it } from "vitest";
import { t } from "../lib/i18n/messages.ts";
import { typeset, typesetAll, typesetHtml } from "../lib/i18n/typography.ts";
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
    expect(typeset(`120${nb} 000 membres`, "fr")).toBe(`120${nb}000 membres`);
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
    expect(fr.events.members("1 200")).toBe("1 200 membres");
    expect(t("en").contact.consentHint).toContain("“Personal data”");
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
