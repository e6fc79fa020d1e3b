// JSON helpers shared by the server: the value type, PHP-compatible encoding and deep merge.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Encodes like PHP's json_encode() without flags, which is what WordPress's REST server sends:
 * slashes are escaped ("http:\/\/…") and every non-ASCII character becomes a \u escape (é → \u00e9).
 * Any JSON parser reads it back to the same value; only the bytes differ from JSON.stringify.
 */
export function phpJsonEncode(value: unknown): string {
  return escapeLikePhp(JSON.stringify(value) ?? "null");
}

export function escapeLikePhp(json: string): string {
  return json.replace(/[\u0080-\uffff/]/g, (char) =>
    char === "/" ? "\\/" : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Deep merge used by the admin PATCH routes: objects merge key by key, anything else (arrays,
 * strings, numbers, null, false) replaces the previous value. Returns a new value.
 */
export function deepMerge(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch) || !isObject(target)) return structuredClone(patch);
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = deepMerge(target[key], value);
  }
  return out;
}
