"use client";
import { useParams } from "next/navigation";
import { defaultLanguage, isLanguage, type Language } from "@/config/site.ts";

/** The language of the current route, for components that receive no params (not-found, error). */
export function useLanguage(): Language {
  const params = useParams<{ lang?: string }>();
  return isLanguage(params?.lang) ? params.lang : defaultLanguage;
}
