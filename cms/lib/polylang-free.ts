// The free Polylang: it adds `lang` and the `lang` query parameter but no `translations` field to
// the REST answers. The admin switch `/__cms/polylang` turns the CMS into such a WordPress
// (`{"translations": false}`), so the site's fallbacks are tested (the homes, the language switch).

import { isObject } from "./json.ts";

/** `GET`: the switch; `POST {"translations": false|true}`: sets it. Returns the new value, or an error sentence. */
export function polylangSwitch(
  method: string,
  body: unknown,
  current: boolean,
): { translations: boolean } | { error: string } {
  if (method === "GET") return { translations: current };
  if (!isObject(body) || typeof body.translations !== "boolean" || Object.keys(body).length !== 1) {
    return {
      error:
        'The body must be {"translations": false} (the free Polylang: no translations field) or {"translations": true}.',
    };
  }
  return { translations: body.translations };
}

/** A post answer (one post, or a list of them) without Polylang Pro's `translations` field. */
export function withoutTranslations(body: unknown): unknown {
  const strip = (post: unknown): unknown => {
    if (!isObject(post) || !("translations" in post)) return post;
    const { translations: _dropped, ...rest } = post;
    return rest;
  };
  return Array.isArray(body) ? body.map(strip) : strip(body);
}
