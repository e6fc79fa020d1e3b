// The inline code of an HTML page as its Content-Security-Policy allows it: the sha256 hash of
// each inline script Next.js writes into a page. A page is rendered once per content version
// (README, "How pages are cached"), so its policy is computed once from its HTML and sent with it:
// no nonce, nothing random, the same bytes for every visitor.
//
// Only the framework's own scripts are hashed, recognised by their exact shape: the RSC payload
// chunks (`self.__next_f.push(<JSON>)`, data only) and Turbopack's bootstrap
// (`(globalThis["TURBOPACK"] …).push(<JSON>);`). Any other inline script in a page — one that
// slipped into WordPress content past the sanitiser — is left out of the policy, so browsers
// refuse it; `onRefused` is told. The site writes no inline script of its own (JSON-LD is a data
// block, which browsers never run) and no `<style>` element.
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/** Script types a browser runs (classic scripts and modules); a data block is never run, so never allowed. */
const runnableTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

const payloadStart = "(self.__next_f=self.__next_f||[]).push([0])";
const frameworkShapes: ReadonlyArray<{ prefix: string; suffix: string }> = [
  { prefix: "self.__next_f.push(", suffix: ")" },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ");" },
];

/** True for a script Next.js writes: a fixed statement, or a call whose only argument is JSON (data, never code). */
export function isFrameworkScript(text: string): boolean {
  if (text === payloadStart) return true;
  for (const { prefix, suffix } of frameworkShapes) {
    if (!text.startsWith(prefix) || !text.endsWith(suffix)) continue;
    try {
      const argument: unknown = JSON.parse(text.slice(prefix.length, text.length - suffix.length));
      return typeof argument === "object" && argument !== null;
    } catch {
      return false;
    }
  }
  return false;
}

function isRunnable(attributes: Record<string, string>): boolean {
  if ("src" in attributes) return false;
  return runnableTypes.has((attributes.type ?? "").trim().toLowerCase());
}

export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The `'sha256-…'` sources of the framework's inline scripts in `html`, each once, in document
 * order (hashed over the text exactly as the browser reads it: raw, entities not decoded).
 */
export function frameworkScriptHashes(html: string, onRefused?: (text: string) => void): string[] {
  const hashes = new Set<string>();
  let inScript = false;
  let text = "";
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script" || !isRunnable(attributes)) return;
        inScript = true;
        text = "";
      },
      ontext(chunk) {
        if (inScript) text += chunk;
      },
      onclosetag(name) {
        if (!inScript || name !== "script") return;
        inScript = false;
        if (isFrameworkScript(text)) hashes.add(hashSource(text));
        else onRefused?.(text);
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...hashes];
}
