// The small part of WordPress's text pipeline the content needs: wptexturize (curly quotes,
// apostrophes, dashes, ellipses, bare ampersands as entities), and the reverse for plain text.

const SKIP_TAGS = new Set(["code", "kbd", "pre", "script", "style", "tt"]);

/** wptexturize: converts the text between tags, never the tags or their attributes. */
export function texturize(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  const skipping: string[] = [];
  return parts
    .map((part) => {
      if (part.startsWith("<")) {
        const match = /^<(\/?)([a-z0-9]+)/i.exec(part);
        const name = match?.[2]?.toLowerCase();
        if (name && SKIP_TAGS.has(name)) {
          if (match?.[1] === "/") skipping.pop();
          else if (!part.endsWith("/>")) skipping.push(name);
        }
        return part;
      }
      return skipping.length > 0 ? part : texturizeText(part);
    })
    .join("");
}

function texturizeText(text: string): string {
  return text
    .replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]{1,8};)/gi, "&amp;")
    .replace(/\.\.\./g, "&#8230;")
    .replace(/---/g, "&#8212;")
    .replace(/ -- /g, " &#8212; ")
    .replace(/--/g, "&#8211;")
    .replace(/ - /g, " &#8211; ")
    .replace(/(^|[\s([{\u00a0-])"/g, "$1&#8220;")
    .replace(/"/g, "&#8221;")
    .replace(/(^|[\s([{\u00a0-])'/g, "$1&#8216;")
    .replace(/'/g, "&#8217;");
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "\u2026",
  ndash: "\u2013",
  mdash: "\u2014",
  laquo: "\u00ab",
  raquo: "\u00bb",
  rsquo: "\u2019",
  lsquo: "\u2018",
  rdquo: "\u201d",
  ldquo: "\u201c",
};

/** Decodes the entities WordPress emits (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Plain text typed in the editor as WordPress renders it in HTML: tags escaped, then texturized. */
export function renderText(text: string): string {
  return texturize(text.replace(/</g, "&lt;").replace(/>/g, "&gt;"));
}
