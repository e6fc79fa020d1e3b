"use client";
// The site's name (WordPress's options, else SITE_NAME) for the client components that title a
// document themselves: the error and not-found views rendered inside a language's layout.
import { createContext, use, type ReactNode } from "react";

const SiteNameContext = createContext("");

export function SiteNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <SiteNameContext value={name}>{children}</SiteNameContext>;
}

export function useSiteName(): string {
  return use(SiteNameContext);
}
