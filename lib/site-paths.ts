// Route params → the canonical site path they stand for.
import { defaultLanguage, type Language } from "../config/site.ts";

/** `fr` + `["vivre","se-deplacer"]` → `/vivre/se-deplacer`; `en` + `[]` → `/en`. */
export function sitePath(language: Language, segments: readonly string[] = []): string {
  const all = language === defaultLanguage ? [...segments] : [language, ...segments];
  return all.length ? decodePath(`/${all.join("/")}`) : "/";
}

/**
 * A path with its percent-escapes decoded segment by segment, to compare `/%c3%a9t%c3%a9` with
 * `/été`. A segment holding an encoded slash stays encoded: `/vivre%2Fse-loger` is not `/vivre/se-loger`.
 */
export function decodePath(path: string): string {
  return path
    .split("/")
    .map((segment) => {
      const decoded = safeDecode(segment);
      return decoded.includes("/") ? segment : decoded.normalize("NFC");
    })
    .join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A site path without its query and fragment. */
export function stripQuery(path: string): string {
  return path.replace(/[?#].*$/, "");
}
