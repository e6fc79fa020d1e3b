"use server";
// The contact form's server action: the form posts here (with or without JavaScript). Only the
// language comes from the page; the form id and page are resolved here, on the server.
import { headers } from "next/headers";
import { handleContactSubmission } from "@/components/contact/submit.ts";
import { contactTarget } from "@/components/contact/target.ts";
import type { ContactFormState } from "@/components/contact/state.ts";
import { isLanguage } from "@/config/site.ts";

/** The visitor's address: the last X-Forwarded-For entry (set by Next.js from the socket, or appended by the reverse proxy in front). */
function clientAddress(list: Headers): string {
  const forwarded = (list.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return forwarded.at(-1) ?? list.get("x-real-ip") ?? "unknown";
}

export async function sendContactForm(language: string, previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  // The site options come from WordPress: when it is down, say so (and keep what was typed).
  const target = isLanguage(language) ? await contactTarget(language).catch(() => "unavailable" as const) : null;
  const list = await headers();
  return handleContactSubmission(form, { target, address: clientAddress(list), userAgent: list.get("user-agent") ?? "" }, previous);
}
