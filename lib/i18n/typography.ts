// French and English typography, applied once to every string the site shows: its interface
// text (lib/i18n) and WordPress's text (titles, plain fields, the text nodes of content HTML).
//
// French: a narrow no-break space (U+202F) before ? ! ; : and inside « », straight quotes made
// « » and apostrophes ’. English: curly quotes and apostrophes. Both: no run of spaces.
// Never touched: web addresses, e-mail addresses, times and ratios (10:30, 16:9), HTML entities,
// and, in HTML, tags, attributes and the text of code, pre, kbd, samp, script, style and tt.
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

function frenchRules(text: string): string {
  return (
    text
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

/**
 * Typesets the text nodes of HTML, never its tags or attributes. Expects well-formed HTML whose
 * text has `<` and `>` escaped (the sanitiser's output): a tag is everything from `<` to `>`.
 */
export function typesetHtml(html: string, language: Language): string {
  const parts = html.split(/(<[^>]*>)/);
  const open: string[] = [];
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
        // A block boundary ends the line the next text could continue.
        if (name && !inline.has(name)) before = "";
        return part;
      }
      if (open.length > 0) {
        before = "";
        return part;
      }
      const done = typeset(part, language, before);
      if (done !== "") before = done;
      return done;
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
