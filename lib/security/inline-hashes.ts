// The inline code of an HTML page as a Content-Security-Policy allows it: the sha256 hash of the
// text of each inline script a browser would run and of each `<style>` element. A page is
// rendered once per content version (README, "How pages are cached"), so its policy is computed
// once from its HTML and sent with it: no nonce, nothing random, the same bytes for every visitor.
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

export interface InlineHashes {
  /** `'sha256-…'` sources, each once, in document order. */
  scripts: string[];
  styles: string[];
}

/** Script types a browser runs (classic scripts and modules); a data block (JSON-LD…) is never run, so never allowed. */
const runnableTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

function isRunnable(attributes: Record<string, string>): boolean {
  if ("src" in attributes) return false;
  return runnableTypes.has((attributes.type ?? "").trim().toLowerCase());
}

export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of the inline scripts and styles of `html` (the text exactly as the browser reads it: raw, entities not decoded). */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let collecting: "script" | "style" | null = null;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && isRunnable(attributes)) collecting = "script";
        else if (name === "style") collecting = "style";
        else return;
        text = "";
      },
      ontext(chunk) {
        if (collecting) text += chunk;
      },
      onclosetag(name) {
        if (!collecting || name !== collecting) return;
        (collecting === "script" ? scripts : styles).add(hashSource(text));
        collecting = null;
      },
    },
    // Script and style content is raw text for browsers: their hash is over the bytes as written.
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { scripts: [...scripts], styles: [...styles] };
}
