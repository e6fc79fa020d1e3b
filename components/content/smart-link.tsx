import NextLink from "next/link";
import type { ReactNode } from "react";
import type { Link } from "@/lib/wordpress/types.ts";

interface Props {
  link: Pick<Link, "href" | "external" | "newTab">;
  className?: string;
  children: ReactNode;
  /** Said to screen readers after the text when the link opens a new tab. */
  newTabLabel?: string;
  hrefLang?: string;
}

/** Site paths use client navigation; other addresses are plain full-page links. */
export function SmartLink({ link, className, children, newTabLabel, hrefLang }: Props) {
  const extra = link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const suffix = link.newTab && newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null;
  if (link.external || !link.href.startsWith("/")) {
    return (
      <a href={link.href} className={className} hrefLang={hrefLang} {...extra}>
        {children}
        {suffix}
      </a>
    );
  }
  return (
    <NextLink prefetch={false} href={link.href} className={className} hrefLang={hrefLang} {...extra}>
      {children}
      {suffix}
    </NextLink>
  );
}
