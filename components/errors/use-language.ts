"use client";
import { usePathname } from "next/navigation";
import type { Language } from "@/config/site.ts";
import { languageOfPath } from "@/lib/routing/canonical.ts";

/** The language of the current address, for components that receive no params (not-found, error). */
export function useLanguage(): Language {
  return languageOfPath(usePathname() ?? "/");
}
