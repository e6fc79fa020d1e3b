// The contact outbox, end to end on a server of this spec's own with its own embedded CMS:
// WordPress down → each message is accepted and the visitor told it will be delivered; the site
// restarts while they wait → none lost; WordPress back, its answers lost after taking each message
// → every message reaches WordPress exactly once (the CMS's submissions, by idempotency key).
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { RunningCms } from "../cms/server.ts";
import { t } from "../lib/i18n/messages.ts";
import { postContactWithoutJavaScript } from "./helpers.ts";
import { type OwnSite, type PrivateSite, startOwnSite, untilAnswering } from "./private-site.ts";

test.describe.configure({ mode: "serial" });

let own: OwnSite | undefined;
let cms: RunningCms;
let site: PrivateSite;
let origin: string;

interface Submission {
  fields: Record<string, string>;
  idempotencyKey?: string;
}

async function submissions(): Promise<Submission[]> {
  return (await (await fetch(`${cms.url}/__cms/submissions`)).json()) as Submission[];
}

async function faults(value: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${cms.url}/__cms/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(value),
  });
  expect(response.ok).toBe(true);
}

async function outbox(): Promise<{ waiting: number; reported: number } | null> {
  const response = await fetch(`${origin}/api/ready`).catch(() => null);
  if (!response) return null;
  return ((await response.json()) as { contactOutbox: { waiting: number; reported: number } }).contactOutbox;
}

async function until(check: () => Promise<boolean>, message: string, timeout = 60_000): Promise<void> {
  await expect.poll(check, { message, timeout }).toBe(true);
}

const values = (token: string) => ({
  name: "Ada Lovelace",
  email: "ada@example.org",
  subject: "Hors ligne",
  message: `Message ${token}, envoyé pendant la panne.`,
  consent: "on",
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite("outbox", (dir) => ({
    CONTACT_RATE_LIMIT: "20",
    CONTACT_OUTBOX_FILE: path.join(dir, "outbox.sqlite"),
    CONTACT_OUTBOX_RETRY_SECONDS: "1",
  }));
  ({ cms, site, origin } = own);
});

test.afterAll(async () => {
  await own?.close();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("site", { body: site.output(), contentType: "text/plain" });
});

test("WordPress down: messages are accepted and kept; after a restart and lost answers, each reaches WordPress once", async () => {
  test.setTimeout(180_000);
  // Sent at once while WordPress answers. The form's settings, and the page a form posted without
  // JavaScript comes back with, are read then and kept (this copy of the build has no data cache).
  for (const [language, address] of [
    ["fr", "/contact"],
    ["en", "/en/contact"],
  ] as const) {
    const first = await postContactWithoutJavaScript(origin, address, values(`avant-${language}`));
    expect(first.answer).toContain(t(language).contact.sentTitle);
  }

  await faults({ down: true });
  const tokens = Array.from({ length: 10 }, (_, index) => `panne-${index}-${Math.random().toString(36).slice(2, 8)}`);
  for (const [index, token] of tokens.entries()) {
    const language = index % 2 === 0 ? "fr" : "en";
    const answer = await postContactWithoutJavaScript(
      origin,
      language === "fr" ? "/contact" : "/en/contact",
      values(token),
    );
    expect(answer.status).toBe(200);
    expect(answer.answer, `message ${index + 1}`).toContain(t(language).contact.queuedTitle);
    // Received: what was sent is shown in place of the fields, nothing to type again.
    expect(answer.html).toContain(t(language).contact.sentMessageTitle);
    expect(answer.html).toContain(token);
    expect(answer.html).not.toContain("<textarea");
  }
  expect((await submissions()).length).toBe(2);
  expect(await outbox()).toEqual({ waiting: 10, reported: 0 });

  // The site restarts while the messages wait; WordPress comes back but each answer is lost
  // after it took the message.
  await faults({ down: false, cf7: "lost_answer" });
  await site.restart();
  await untilAnswering(site, origin);
  await until(async () => (await submissions()).length === 12, "WordPress took every message");
  await faults({ cf7: null });
  // The retries after the lost answers are answered as sent without a second copy.
  await until(async () => (await outbox())?.waiting === 0, "the outbox is empty");

  const received = await submissions();
  for (const token of tokens) {
    const copies = received.filter((submission) => submission.fields["your-message"]?.includes(token));
    expect(copies, token).toHaveLength(1);
    expect(copies[0]?.idempotencyKey, token).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(await outbox()).toEqual({ waiting: 0, reported: 0 });
  expect(site.output()).toMatch(/\[contact-outbox\] message [0-9a-f-]{36} delivered/);
});

test("a message Contact Form 7 refuses is still shown at once and never kept", async () => {
  await faults({ cf7: null });
  const answer = await postContactWithoutJavaScript(origin, "/contact", {
    ...values("invalide"),
    email: "pas-une-adresse",
  });
  expect(answer.answer).toContain(t("fr").contact.invalidTitle);
  expect(await outbox()).toEqual({ waiting: 0, reported: 0 });
});
