"use server";
// The contact form's server action: the form posts here (with or without JavaScript). Only the
// language comes from the page; the form id and page are resolved here, on the server.
import { headers } from "next/headers";
import { handleContactSubmission } from "./submit.ts";
import { contactTarget } from "./target.ts";
import type { ContactFormState } from "./state.ts";
import { isLanguage } from "@/config/site.ts";
import { requestClientAddress } from "@/lib/server/client-address.ts";

export async function sendContactForm(
  language: string,
  previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  // Its arguments come from the request as the client encoded them: a call that is not the form's
  // is refused (server.ts answers 400 for an action that throws).
  if (typeof language !== "string" || !(form instanceof FormData))
    throw new TypeError("[contact] malformed call of the contact form's action: refused");
  // The site options come from WordPress: when it is down, say so (and keep what was typed).
  const target = isLanguage(language) ? await contactTarget(language).catch(() => "unavailable" as const) : null;
  const list = await headers();
  return handleContactSubmission(
    form,
    { target, address: requestClientAddress(list), userAgent: list.get("user-agent") ?? "" },
    previous,
  );
}
