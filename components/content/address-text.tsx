import { Fragment } from "react";
import { addressPieces, keepTogetherClass } from "@/lib/i18n/typography.ts";

/** Text with web or e-mail addresses, which never break at a hyphen (lib/i18n/typography.ts) and are copied as written. */
export function AddressText({ text }: { text: string }) {
  return (
    <>
      {addressPieces(text).map((piece, index) =>
        piece.keep ? (
          <span key={index} className={keepTogetherClass}>
            {piece.text}
          </span>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
