// French and English typography, applied once to every string the site shows: its interface
// text (lib/i18n) and WordPress's text (titles, plain fields, the text nodes of content HTML).
//
// French: a narrow no-break space (U+202F) before ? ! ; : and inside « », straight quotes made
// « » and apostrophes ’; ordinals as superscripts (2e → 2ᵉ, 1er → 1ᵉʳ, 1re → 1ʳᵉ, XXIe → XXIᵉ);
// numbers of five digits and more grouped by three with a narrow no-break space (12 000), and
// of four digits when they count something (1 500 étudiants; not a year: « en 2026 »,
// « 2025-2026 »); a number kept with the unit or noun after it by a no-break space (12 millions,
// 5 km, 30 %, n° 12). Never grouped: postal codes (69002 Lyon), numbers starting with 0 (phone
// numbers, codes), decimals after their comma. English: curly quotes and apostrophes, nothing
// before its punctuation. Both: no run of spaces.
// Never touched: web addresses, e-mail addresses, times and ratios (10:30, 16:9), HTML entities,
// and, in HTML, tags, attributes and the text of code, pre, kbd, samp, script, style and tt.
// In HTML, the parts of an address around a hyphen are kept on one line (`addressPieces`: a
// `<span class="nobr">`, CSS `white-space: nowrap`), so that an address never breaks at a
// hyphen (which a reader takes for part of it) and is still copied as typed.
import type { Language } from "../../config/site.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

/**
 * Pieces of text the rules must not change, each swapped for one private-use character while they
 * run: addresses (with a scheme, www., or e-mail), entities, and digits joined by colons.
 * A trailing punctuation mark is not part of an address ("voir https://example.org !").
 */
const protectedPattern =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)(?:[^\s<>"«»]*[^\s<>"«».,;:!?)\]’'])?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|\d+(?::\d+)+/gi;
const PRIVATE_FIRST = 0xe000;
const PRIVATE_LAST = 0xf8ff;
const privateUse = /[\ue000-\uf8ff]/;

/** Characters before which French puts a narrow no-break space (high punctuation). */
const frenchSpaced = "?!;:";

/** Superscript forms of the French ordinal endings (abbreviations of the Imprimerie nationale). */
const ordinalEndings: Record<string, string> = {
  er: "ᵉʳ",
  ers: "ᵉʳˢ",
  re: "ʳᵉ",
  res: "ʳᵉˢ",
  e: "ᵉ",
  es: "ᵉˢ",
  // Common wrong spellings of the same ordinal.
  ème: "ᵉ",
  èmes: "ᵉˢ",
  eme: "ᵉ",
  emes: "ᵉˢ",
  nd: "ᵈ",
  nde: "ᵈᵉ",
  nds: "ᵈˢ",
  ndes: "ᵈᵉˢ",
};
const ordinal = new RegExp(
  // A number alone (not in a word, a decimal or a range like 2e-3), or Roman numerals of two letters or more.
  `(?<![\\p{L}\\p{N}_.,])(\\d+|[IVXL]{2,})(${Object.keys(ordinalEndings)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\\p{L}\\p{N}_]|[-+]?\\d)`,
  "gu",
);

/** Units and symbols a number is kept with; words are kept with it by the rule for nouns. */
const unitSymbols = "€$£%‰°";
/** Words after a year that do not make it a count (`en 2026 les étudiants`). */
const notCounted = new Set(
  "les des ces ses mes tes nos vos aux leurs plus sous sans dans dès puis mais alors tous toutes nous vous ils elles après depuis vers chez".split(
    " ",
  ),
);
/** Words before a number that make it a year (`en 2026`, `rentrée 2026`, `décembre 2026`). */
const yearCue =
  /(?:^|[\s\u00a0(’'])(?:en|dès|depuis|avant|après|jusqu’en|l’an|an|année|années|rentrée|promotion|printemps|été|automne|hiver|saison|édition|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)[\s\u00a0]+$/iu;

/** A unit's abbreviation after a number (`1500 m`, `2000 kWh`). */
const unitAfter = /^[ \u00a0]+(?:[kcm]?m[²³]?|[km]?g|t|ha|[cm]?l|L|h|min|s|[kMGT]o|[kMG]?Wh?|°C)(?![\p{L}\p{N}])/u;

/** Digits grouped by three from the right with a narrow no-break space: `12000` → `12 000`. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(?:\d{3})+$)/g, NNBSP);
}

/**
 * Whether a four-digit number is a count (grouped) rather than a year (left as is): outside the
 * years' range, or followed by a unit, or by a plural noun, and not after a word that makes it a year.
 */
function countsSomething(digits: string, before: string, after: string): boolean {
  const value = Number(digits);
  if (value < 1000 || value > 2099) return true;
  if (yearCue.test(before)) return false;
  if (new RegExp(`^[ \u00a0\u202f]*[${unitSymbols}]`, "u").test(after) || unitAfter.test(after)) return true;
  const word = /^[ \u00a0]+(\p{Ll}+)(?![\p{L}’'-])/u.exec(after)?.[1];
  return word !== undefined && /[sx]$/.test(word) && !notCounted.has(word);
}

function frenchNumbers(text: string): string {
  return (
    text
      // Ordinals: 2e → 2ᵉ, 1er → 1ᵉʳ, XXIe → XXIᵉ.
      .replace(ordinal, (_, number: string, ending: string) => `${number}${ordinalEndings[ending] ?? ending}`)
      // Numbers of four digits and more, alone (not in a word, an address, a range or after a decimal comma).
      .replace(
        /(?<![\p{L}\p{N}_.,/#+\-–\u2011@:])(\d{4,})(?![\p{L}\p{N}_/\-–@]|[.:]\d)/gu,
        (digits: string, _: string, offset: number, whole: string) => {
          const after = whole.slice(offset + digits.length);
          // Numbers starting with 0 (phone numbers, codes) and postal codes before their town stay as typed.
          if (digits.startsWith("0") || (digits.length === 5 && /^[ \u00a0]+\p{Lu}/u.test(after))) return digits;
          if (digits.length === 4 && !countsSomething(digits, whole.slice(0, offset), after)) return digits;
          return groupDigits(digits);
        },
      )
      // A number and its percent or per mille sign: a narrow no-break space, added if missing.
      .replace(/(\d)[ \u00a0\u202f]?([%‰])/g, `$1${NNBSP}$2`)
      // A number and the unit, symbol or noun after it: a no-break space (`12 millions`, `5 km`, `30 €`).
      // An ordinal too (`2ᵉ étage`, `XXIᵉ siècle`).
      .replace(
        new RegExp(`(\\d[ᵉʳˢᵈ]*|[IVXL][ᵉʳˢᵈ]+) (?=[\\p{L}${unitSymbols.replace("%", "").replace("‰", "")}])`, "gu"),
        `$1${NBSP}`,
      )
      // Hours and minutes (`18 h 30`), and a number after its sign (`n° 12`): on one line.
      .replace(/(\d\u00a0h) (?=\d{2}\b)/g, `$1${NBSP}`)
      .replace(/\b([nN]°|[nN]o\.) (?=\d)/g, `$1${NBSP}`)
  );
}

function frenchRules(text: string): string {
  return (
    frenchNumbers(text)
      // Straight and English double quotes become guillemets: opening after a start, a space or an opening bracket.
      .replace(/(^|[\s([{\u2014\u2013])["“]/g, "$1«")
      .replace(/["”]/g, "»")
      .replace(/“/g, "«")
      // Every apostrophe is the typographic one.
      .replace(/'/g, "’")
      // Inside guillemets: one narrow no-break space, whatever was typed.
      .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
      // Before high punctuation, after a word, a closing mark or a protected piece: one narrow no-break space.
      .replace(new RegExp(`([^\\s${frenchSpaced}«(\\[{])[ \\u00a0\\u202f]*([${frenchSpaced}]+)`, "gu"), `$1${NNBSP}$2`)
      // At the very start (text after an inline tag), a typed space before it becomes the narrow one.
      .replace(new RegExp(`^[ \\u00a0]+(?=[${frenchSpaced}])`), NNBSP)
  );
}

function englishRules(text: string): string {
  return text
    .replace(/(^|[\s([{\u2014\u2013])"/g, "$1“")
    .replace(/"/g, "”")
    .replace(/(^|[\s([{\u2014\u2013])'(?=[^\s\d])/g, "$1‘")
    .replace(/'/g, "’");
}

/** One space where several were typed; a no-break space absorbs the ordinary ones around it. */
function collapseSpaces(text: string): string {
  return text
    .replace(/ *\u202f[ \u00a0\u202f]*/g, NNBSP)
    .replace(/ *\u00a0[ \u00a0]*/g, NBSP)
    .replace(/ {2,}/g, " ");
}

/**
 * Typesets plain text in a language. `before` is the text that precedes it on the same line
 * (the end of the previous text node in HTML), so that a rule can see across an inline tag.
 */
export function typeset(text: string, language: Language, before = ""): string {
  if (text === "" || privateUse.test(text) || privateUse.test(before)) return text;
  // The last character before, kept only when it is a letter, digit or closing mark: it changes under no rule.
  const lead = /[\p{L}\p{N})\]»”’]$/u.exec(before)?.[0] ?? "";
  const kept: string[] = [];
  const masked = (lead + text).replace(protectedPattern, (piece) => {
    if (PRIVATE_FIRST + kept.length > PRIVATE_LAST) return piece;
    kept.push(piece);
    return String.fromCharCode(PRIVATE_FIRST + kept.length - 1);
  });
  const ruled = collapseSpaces(language === "fr" ? frenchRules(masked) : englishRules(masked));
  const restored = ruled.replace(/[\ue000-\uf8ff]/g, (mark) => kept[mark.charCodeAt(0) - PRIVATE_FIRST] ?? mark);
  return restored.slice(lead.length);
}

/** Elements whose text is shown as typed (code, preformatted text) or is not text at all. */
const verbatim = new Set(["code", "pre", "kbd", "samp", "script", "style", "tt", "textarea"]);

/** Web and e-mail addresses in text (as `protectedPattern` finds them). */
const addressPattern =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)(?:[^\s<>"«»]*[^\s<>"«».,;:!?)\]’'])?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

export interface TextPiece {
  text: string;
  /** Kept on one line: a part of an address with a hyphen in it. */
  keep: boolean;
}

/**
 * Text cut so that no address breaks at a hyphen: each part of an address between the places it
 * may break (`/ @ ? # =`) that has a hyphen is a piece to keep on one line
 * (`h.marchand@confluence-aura.example` → `h.marchand@` + [`confluence-aura.example`]).
 */
export function addressPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: string, keep: boolean) => {
    if (!piece) return;
    const previous = pieces.at(-1);
    if (previous && !previous.keep && !keep) previous.text += piece;
    else pieces.push({ text: piece, keep });
  };
  for (const match of text.matchAll(addressPattern)) {
    push(text.slice(last, match.index), false);
    for (const part of match[0].split(/([/@?#=]+)/)) push(part, part.includes("-") && /[^/@?#=-]/.test(part));
    last = match.index + match[0].length;
  }
  push(text.slice(last), false);
  return pieces;
}

/** The class of the spans that keep a piece of an address on one line (styles/global.css). */
export const keepTogetherClass = "nobr";

/**
 * Typesets the text nodes of HTML, never its tags or attributes, and keeps the hyphenated parts of
 * addresses on one line. Expects well-formed HTML whose text has `<` and `>` escaped (the
 * sanitiser's output): a tag is everything from `<` to `>`.
 */
export function typesetHtml(html: string, language: Language): string {
  const parts = html.split(/(<[^>]*>)/);
  const open: string[] = [];
  /** The spans open, each true when it keeps an address's piece together (already typeset). */
  const spans: boolean[] = [];
  let before = "";
  return parts
    .map((part) => {
      if (part.startsWith("<")) {
        const match = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(part);
        const name = match?.[2]?.toLowerCase();
        if (name && verbatim.has(name)) {
          if (match?.[1] === "/") {
            const at = open.lastIndexOf(name);
            if (at >= 0) open.splice(at);
          } else if (!part.endsWith("/>")) open.push(name);
        }
        if (name === "span") {
          if (match?.[1] === "/") spans.pop();
          else if (!part.endsWith("/>")) spans.push(part === `<span class="${keepTogetherClass}">`);
        }
        // A block boundary ends the line the next text could continue.
        if (name && !inline.has(name)) before = "";
        return part;
      }
      if (open.length > 0 || spans.includes(true)) {
        before = open.length > 0 ? "" : part;
        return part;
      }
      const done = typeset(part, language, before);
      if (done !== "") before = done;
      return addressPieces(done)
        .map((piece) => (piece.keep ? `<span class="${keepTogetherClass}">${piece.text}</span>` : piece.text))
        .join("");
    })
    .join("");
}

/** Inline elements: text on both sides of them is one line of text. */
const inline = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "data",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);

type Typeset<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Typeset<R>
    : T extends object
      ? { [K in keyof T]: Typeset<T[K]> }
      : T;

/**
 * A table of interface text with every string typeset, and every function that makes a string
 * (`results: (count) => …`) returning it typeset. Keys and the table's shape are unchanged.
 */
export function typesetAll<T>(value: T, language: Language): Typeset<T> {
  if (typeof value === "string") return typeset(value, language) as Typeset<T>;
  if (typeof value === "function") {
    const make = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => typesetAll(make(...args), language)) as Typeset<T>;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, typesetAll(entry, language)]),
    ) as Typeset<T>;
  }
  return value as Typeset<T>;
}
