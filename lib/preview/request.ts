// The preview of the request being rendered: the post its preview cookie names, when Next's draft
// mode is on (lib/preview/session.ts). Null for every other request, for pages rendered ahead
// (prerender, revalidation: draft mode is off there) and outside a request.
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import { previewSettings } from "../../config/env.ts";
import { nowSeconds, previewCookie, readSession } from "./session.ts";
import type { PreviewTarget } from "./token.ts";

export const previewTarget = cache(async (): Promise<PreviewTarget | null> => {
  const settings = previewSettings();
  if (!settings) return null;
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Not in a request (a script, a test): never a preview.
    return null;
  }
  // Read only in draft mode: cookies() would make every page render per request.
  if (!enabled) return null;
  return readSession((await cookies()).get(previewCookie)?.value, settings.secret, nowSeconds());
});

/** The preview of this post when the request previews it, else null. */
export async function previewOf(type: PreviewTarget["type"], id: number): Promise<PreviewTarget | null> {
  const target = await previewTarget();
  return target && target.type === type && target.id === id ? target : null;
}
