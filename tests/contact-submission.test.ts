// The contact form's server side (what the server action runs) against the embedded CMS:
// validation, honeypot, rate limit, size limits, every Contact Form 7 outcome as an answer the
// form can show, what the visitor typed kept on failure, and nothing ever sent twice.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "../lib/server/rate-limit.ts";
import { isEmail, validateContact } from "../lib/contact/schema.ts";
import { initialContactState, type ContactFormState } from "../lib/contact/state.ts";
import { handleContactSubmission, type ContactRequest } from "../lib/contact/submit.ts";
import { contactLimits } from "../config/site.ts";
import { createWordPressClient, type WordPressClient } from "../lib/wordpress/client.ts";
import { browserUserAgent, startTestCms, tamperedClient, type TestCms } from "./contact-helpers.ts";

let cms: TestCms;
let client: WordPressClient;

beforeAll(async () => {
  cms = await startTestCms();
  // Generous: on a busy machine a first answer may take seconds.
  client = createWordPressClient({ wordpressUrl: cms.url, timeoutMs: 10_000 });
});
afterAll(async () => {
  await cms.close();
});
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cms.heal();
});

const typed = {
  name: "Grace Hopper",
  email: "grace@example.org",
  subject: "Stage",
  message: "Hello,\r\nI would like to know more.",
  consent: "on",
};

function form(fields: Record<string, string> = typed): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Messages handed to the outbox. */
let kept: Array<{ id: string; message: unknown; delivery: unknown; lastError: string }> = [];
let address = 0;
/** A request from a fresh address (each test has its own rate limit budget). */
function request(overrides: Partial<ContactRequest> = {}): ContactRequest {
  address += 1;
  return {
    target: { language: "en", formId: 502, pageId: 472 },
    address: `203.0.113.${address}`,
    userAgent: browserUserAgent,
    limiter: createRateLimiter({ max: 5, windowMs: 60_000 }),
    client,
    queue: (id, message, delivery, lastError) => {
      kept.push({ id, message, delivery, lastError });
    },
    ...overrides,
  };
}

const keptValues = {
  name: typed.name,
  email: typed.email,
  subject: typed.subject,
  message: typed.message,
  consent: true,
};

describe("the contact form's server side", () => {
  it("sends a valid message once and answers with a confirmation and what was sent", async () => {
    const state = await handleContactSubmission(form(), request(), initialContactState);
    expect(state).toMatchObject({ status: "sent", httpStatus: 200, formError: null, fieldErrors: {}, attempt: 1 });
    // As Contact Form 7 got it: the text's line breaks as \n.
    expect(state.values).toEqual({ ...keptValues, message: "Hello,\nI would like to know more." });
    const submissions = await cms.submissions();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ formId: 502, locale: "en_US", userAgent: browserUserAgent });
    expect(submissions[0]?.fields).toMatchObject({
      "your-name": "Grace Hopper",
      "your-email": "grace@example.org",
      "your-consent": "1",
    });
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("refuses a bad email before WordPress is asked, keeping everything typed", async () => {
    const state = await handleContactSubmission(form({ ...typed, email: "grace@localhost" }), request());
    expect(state).toMatchObject({ status: "invalid", httpStatus: 422, fieldErrors: { email: "invalid_email" } });
    expect(state.values).toEqual({ ...keptValues, email: "grace@localhost" });
    expect(await cms.feedbackPosts()).toBe(0);
  });

  it("names every missing required field, and the consent", async () => {
    const state = await handleContactSubmission(
      form({ name: "  ", email: "", subject: "", message: "\n\n" }),
      request(),
    );
    expect(state.fieldErrors).toEqual({
      name: "required",
      email: "required",
      message: "required",
      consent: "consent_required",
    });
    expect(await cms.feedbackPosts()).toBe(0);
  });

  it("enforces each field's size limit and the whole body's", async () => {
    const long = (length: number) => "é".repeat(length);
    const tooLong = await handleContactSubmission(
      form({
        ...typed,
        name: long(contactLimits.name + 1),
        subject: long(contactLimits.subject + 1),
        message: long(contactLimits.message + 1),
      }),
      request(),
    );
    expect(tooLong).toMatchObject({
      status: "invalid",
      fieldErrors: { name: "too_long", subject: "too_long", message: "too_long" },
    });
    // At the limit is fine (characters, not bytes: é is two bytes).
    expect(
      validateContact({ ...keptValues, name: long(contactLimits.name), message: long(contactLimits.message) }).ok,
    ).toBe(true);

    const huge = form({ ...typed, padding: "x".repeat(contactLimits.bodyBytes) });
    const tooLarge = await handleContactSubmission(huge, request());
    expect(tooLarge).toMatchObject({ status: "failed", httpStatus: 413, formError: "too_large" });
    expect(tooLarge.values).toEqual(keptValues);
    expect(await cms.feedbackPosts()).toBe(0);
  });

  it("drops a message whose honeypot is filled, answering as if it were sent", async () => {
    const state = await handleContactSubmission(form({ ...typed, website: "https://spam.example" }), request());
    expect(state.status).toBe("sent");
    expect(await cms.feedbackPosts()).toBe(0);
    expect(await cms.submissions()).toHaveLength(1); // only the first test's message
  });

  it("forwards only the expected fields", async () => {
    await handleContactSubmission(form({ ...typed, role: "admin", _wpcf7: "999", "your-extra": "x" }), request());
    const last = (await cms.submissions()).at(-1);
    expect(last?.formId).toBe(502);
    expect(Object.keys(last?.fields ?? {}).sort()).toEqual([
      "your-consent",
      "your-email",
      "your-message",
      "your-name",
      "your-subject",
    ]);
  });

  it("limits messages per address (429 with the wait), counting only what reaches WordPress", async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    const from = request({ limiter });
    const answers: ContactFormState[] = [];
    answers.push(await handleContactSubmission(form({ ...typed, email: "bad" }), from)); // refused here: not counted
    for (let i = 0; i < 3; i++) answers.push(await handleContactSubmission(form(), from));
    expect(answers.map((answer) => answer.status)).toEqual(["invalid", "sent", "sent", "failed"]);
    expect(answers[3]).toMatchObject({ httpStatus: 429, formError: "rate_limited", values: keptValues });
    expect(answers[3]?.retryAfterSeconds).toBeGreaterThan(50);
    expect(await cms.feedbackPosts()).toBe(2);
    // Another address is not affected.
    await expect(handleContactSubmission(form(), { ...from, address: "198.51.100.7" })).resolves.toMatchObject({
      status: "sent",
    });
  });

  it.each([
    ["mail_failed", "mail_failed", 502],
    ["aborted", "mail_failed", 502],
    ["spam", "spam", 403],
  ] as const)("keeps what was typed when Contact Form 7 answers %s", async (fault, formError, httpStatus) => {
    await cms.faults({ cf7: fault });
    const state = await handleContactSubmission(form(), request());
    expect(state).toMatchObject({ status: "failed", formError, httpStatus, values: keptValues });
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("keeps the message for later delivery when WordPress fails, times out or cannot be reached, and says so", async () => {
    kept = [];
    const queued = {
      status: "queued",
      httpStatus: 202,
      formError: null,
      values: { ...keptValues, message: "Hello,\nI would like to know more." },
    };
    await cms.faults({ failRate: 1, status: 500 });
    await expect(handleContactSubmission(form(), request())).resolves.toMatchObject(queued);
    await cms.heal();
    await cms.faults({ latencyMs: 1500 });
    const impatient = createWordPressClient({ wordpressUrl: cms.url, timeoutMs: 300 });
    await expect(handleContactSubmission(form(), request({ client: impatient }))).resolves.toMatchObject(queued);
    await cms.faults({ latencyMs: 0, down: true });
    await expect(handleContactSubmission(form(), request())).resolves.toMatchObject(queued);
    expect(await cms.feedbackPosts()).toBe(2);
    expect(kept.map((entry) => entry.lastError)).toEqual([
      expect.stringMatching(/^server_error \(500 /),
      expect.stringMatching(/^timeout \(504 /),
      expect.stringMatching(/^unreachable \(503 /),
    ]);
    expect(kept[0]).toMatchObject({
      message: {
        name: typed.name,
        email: typed.email,
        subject: typed.subject,
        message: "Hello,\nI would like to know more.",
        consent: true,
      },
      delivery: { formId: 502, language: "en", containerPostId: 472 },
    });
    expect(new Set(kept.map((entry) => entry.id)).size).toBe(3);
  });

  it("keeps what was typed and says to retry when the message cannot be kept either", async () => {
    await cms.faults({ failRate: 1, status: 500 });
    const full = () => {
      throw new Error("disk full");
    };
    await expect(handleContactSubmission(form(), request({ queue: full }))).resolves.toMatchObject({
      status: "failed",
      formError: "unavailable",
      httpStatus: 500,
      values: keptValues,
    });
  });

  it("turns WordPress refusing the request (404, 415, 400) into a message, not a crash", async () => {
    await expect(
      handleContactSubmission(form(), request({ target: { language: "fr", formId: 999, pageId: 332 } })),
    ).resolves.toMatchObject({
      status: "failed",
      formError: "misconfigured",
      values: keptValues,
    });
    const urlEncoded = tamperedClient(
      client,
      (body) => new URLSearchParams([...body.entries()].map(([name, value]) => [name, String(value)])),
    );
    await expect(handleContactSubmission(form(), request({ client: urlEncoded }))).resolves.toMatchObject({
      status: "failed",
      formError: "misconfigured",
    });
    const noUnitTag = tamperedClient(client, (body) => {
      body.delete("_wpcf7_unit_tag");
      return body;
    });
    await expect(handleContactSubmission(form(), request({ client: noUnitTag }))).resolves.toMatchObject({
      status: "failed",
      formError: "misconfigured",
    });
    await expect(handleContactSubmission(form(), request({ target: null }))).resolves.toMatchObject({
      status: "failed",
      formError: "misconfigured",
      values: keptValues,
    });
    await expect(handleContactSubmission(form(), request({ target: "unavailable" }))).resolves.toMatchObject({
      status: "failed",
      formError: "unavailable",
      values: keptValues,
    });
  });

  it("puts Contact Form 7's own field errors on the right fields", async () => {
    // Our checks pass, then WordPress sees the fields differently (another plugin, another rule).
    const blanked = tamperedClient(client, (body) => {
      body.set("your-name", "");
      body.set("your-email", "nope");
      return body;
    });
    const state = await handleContactSubmission(form(), request({ client: blanked }));
    expect(state).toMatchObject({
      status: "invalid",
      httpStatus: 422,
      fieldErrors: { name: "rejected", email: "rejected" },
      values: keptValues,
    });
    const unticked = tamperedClient(client, (body) => {
      body.delete("your-consent");
      return body;
    });
    await expect(handleContactSubmission(form(), request({ client: unticked }))).resolves.toMatchObject({
      status: "invalid",
      fieldErrors: { consent: "consent_required" },
    });
  });

  it("counts answers so the form reacts to two identical ones in a row", async () => {
    const first = await handleContactSubmission(form({ ...typed, email: "x" }), request(), initialContactState);
    const second = await handleContactSubmission(form({ ...typed, email: "x" }), request(), first);
    expect([first.attempt, second.attempt]).toEqual([1, 2]);
  });
});

describe("email addresses, as WordPress's is_email() sees them", () => {
  it.each(["ada@example.org", "first.last+tag@sub.example.co.uk", "o'brien@example.ie"])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each([
    "ada@localhost",
    "ada@example..org",
    "ada@-example.org",
    "@example.org",
    "ada example@example.org",
    "a@b.c".slice(0, 4),
    "ada@exa_mple.org",
  ])("refuses %s", (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe("the rate limiter", () => {
  it("is a sliding window: a message leaves the count when it is older than the window", async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 });
    await expect(limiter.hit("a", 0)).resolves.toBe(0);
    await expect(limiter.hit("a", 4_000)).resolves.toBe(0);
    await expect(limiter.retryAfter("a", 5_000)).resolves.toBe(5);
    // Full: refused with the wait, and not counted.
    await expect(limiter.hit("a", 5_000)).resolves.toBe(5);
    await expect(limiter.retryAfter("a", 10_000)).resolves.toBe(0);
    await expect(limiter.hit("a", 10_000)).resolves.toBe(0);
    await expect(limiter.retryAfter("a", 12_000)).resolves.toBe(2);
    await expect(limiter.retryAfter("b", 12_000)).resolves.toBe(0);
  });
});
