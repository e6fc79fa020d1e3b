// The contact form's configuration, texts and colours.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { t } from "../lib/i18n/messages.ts";
import type { FieldErrorCode, FormErrorCode } from "../lib/contact/state.ts";

describe("contact form configuration", () => {
  it("defaults to the demo contact page, no fixed form ids and 10 messages per 15 minutes", () => {
    expect(parseEnv({}).contact).toEqual({
      pageId: 332,
      formIds: { fr: undefined, en: undefined },
      rateLimit: { max: 10, windowSeconds: 900 },
      outbox: { file: ".data/contact-outbox.sqlite", retrySeconds: 30, maxAgeHours: 72 },
    });
  });

  it("reads the contact page, form ids and rate limit from the environment", () => {
    const env = parseEnv({
      PAGE_ID_CONTACT: "40",
      CONTACT_FORM_ID_FR: "7",
      CONTACT_FORM_ID_EN: "8",
      CONTACT_RATE_LIMIT: "3",
      CONTACT_RATE_WINDOW_SECONDS: "60",
      CONTACT_OUTBOX_FILE: "/var/lib/site/outbox.sqlite",
      CONTACT_OUTBOX_RETRY_SECONDS: "5",
      CONTACT_OUTBOX_MAX_AGE_HOURS: "24",
    });
    expect(env.contact).toEqual({
      pageId: 40,
      formIds: { fr: 7, en: 8 },
      rateLimit: { max: 3, windowSeconds: 60 },
      outbox: { file: "/var/lib/site/outbox.sqlite", retrySeconds: 5, maxAgeHours: 24 },
    });
  });

  it("names bad values", () => {
    expect(() => parseEnv({ CONTACT_FORM_ID_FR: "abc" })).toThrow(/CONTACT_FORM_ID_FR="abc": must be a number/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: "0" })).toThrow(/CONTACT_RATE_LIMIT="0": must be at least 1/);
    expect(() => parseEnv({ PAGE_ID_CONTACT: "-1" })).toThrow(/PAGE_ID_CONTACT="-1": must be a positive page id/);
  });
});

describe("contact form texts", () => {
  const formErrors: FormErrorCode[] = [
    "rate_limited",
    "too_large",
    "spam",
    "mail_failed",
    "unavailable",
    "misconfigured",
  ];
  const fieldErrors: Record<string, FieldErrorCode[]> = {
    name: ["required", "too_long", "rejected"],
    email: ["required", "too_long", "invalid_email", "rejected"],
    subject: ["too_long", "rejected"],
    message: ["required", "too_long", "rejected"],
    consent: ["consent_required", "rejected"],
  };

  it.each(["fr", "en"] as const)(
    "has a message for every error in %s, and only plain strings (they go to the browser)",
    (language) => {
      const text = t(language).contact;
      for (const code of formErrors) expect(text.errors[code]).toMatch(/\S/);
      expect(text.errors.rate_limited).toContain("{minutes}");
      for (const [field, codes] of Object.entries(fieldErrors)) {
        for (const code of codes)
          expect((text.fieldErrors as Record<string, Record<string, string>>)[field]?.[code]).toMatch(/\S/);
      }
      expect(JSON.parse(JSON.stringify(text))).toEqual(text);
    },
  );

  it("says different things in French and English", () => {
    expect(t("fr").contact.errors.mail_failed).not.toBe(t("en").contact.errors.mail_failed);
  });
});

describe("contact form colours meet WCAG AA", () => {
  const css = readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
  const token = (name: string) => css.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, "i"))?.[1] ?? "";
  const luminance = (hex: string) =>
    [1, 3, 5]
      .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it.each([
    ["color-error", "color-white"],
    ["color-error", "color-pale"],
    ["color-success", "color-white"],
    ["color-white", "color-error"],
  ])("%s on %s ≥ 4.5:1", (foreground, background) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5);
  });
});
