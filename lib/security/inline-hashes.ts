// The inline code of an HTML page as its Content-Security-Policy allows it: the sha256 hash of
// each inline script Next.js writes into a page. A page is rendered once per content version
// (docs/operations/caching.md), so its policy is computed once from its HTML and sent with it:
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
const runnableTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

const payloadStart = "(self.__next_f=self.__next_f||[]).push([0])";
/** Calls whose only argument is JSON; the closing parenthesis is found by parsing. */
const dataCalls: readonly string[] = [
  "self.__next_f.push(",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

/**
 * The length of the framework statement `text` starts with, up to its closing parenthesis, or -1.
 * A call's argument must parse as a JSON object or array: data, never code.
 */
function leadingStatement(text: string): number {
  if (text.startsWith(payloadStart)) return payloadStart.length;
  const prefix = dataCalls.find((call) => text.startsWith(call));
  if (!prefix) return -1;
  // The call ends at a ")" that closes valid JSON and ends the script or its statement.
  for (let end = text.indexOf(")", prefix.length); end !== -1; end = text.indexOf(")", end + 1)) {
    if (end + 1 < text.length && text[end + 1] !== ";") continue;
    try {
      const argument: unknown = JSON.parse(text.slice(prefix.length, end));
      if (typeof argument === "object" && argument !== null) return end + 1;
    } catch {
      // Not the end of the argument: a ")" inside it.
    }
  }
  return -1;
}

/**
 * True for a script Next.js writes: one or more of its statements, separated by ";" (the answer
 * to a form sent without JavaScript starts the payload and pushes its first chunk in one script).
 */
export function isFrameworkScript(text: string): boolean {
  let rest = text;
  if (!rest) return false;
  while (rest) {
    const length = leadingStatement(rest);
    if (length < 0) return false;
    rest = rest.slice(length);
    if (rest.startsWith(";")) rest = rest.slice(1);
  }
  return true;
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
