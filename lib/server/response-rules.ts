// The response pipeline: rules applied, in the order of their list, to an answer intercepted once
// (intercept.ts). docs/developers/architecture.md, "The response pipeline".
import type { IncomingMessage, ServerResponse } from "node:http";
import { intercept } from "./intercept.ts";

/** The answer a rule looks at. */
export interface Answer {
  req: IncomingMessage;
  res: ServerResponse;
}

/** What a rule asks of the body, once it has read the head. */
export type HeadStep =
  /** The body whole, for its `body` step, if no longer than `limit` bytes. */
  | { hold: number }
  /** This body instead (none for a HEAD); the rules after this one are not asked. */
  | { replace: Buffer | undefined };

export interface RuleSteps {
  /** Before the first byte of the body: reads and may change the status and headers. */
  head?(): HeadStep | void;
  /** The body, held whole because a rule asked for it: what to send instead (the same when unchanged). */
  body?(body: Buffer): Buffer;
}

/** A rule, asked when the answer starts (before Next.js writes it): its steps, or none for this answer. */
export type ResponseRule = (answer: Answer) => RuleSteps | undefined;

/** Whether the answer is an HTML page. */
export function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/** Whether the answer is a router payload (a client navigation's RSC). */
export function isRouterPayload(res: ServerResponse): boolean {
  return /^text\/x-component\b/i.test(String(res.getHeader("content-type") ?? ""));
}

/** Applies `rules` to the answer `res` is about to send; call before handing it to Next.js. */
export function applyRules(req: IncomingMessage, res: ServerResponse, rules: readonly ResponseRule[]): void {
  const steps = rules.map((rule) => rule({ req, res })).filter((step) => step !== undefined);
  intercept(res, {
    onHead() {
      let limit = -1;
      for (const step of steps) {
        const asked = step.head?.();
        if (asked && "replace" in asked) return { kind: "replace", body: asked.replace };
        if (asked) limit = Math.max(limit, asked.hold);
      }
      return limit < 0 ? { kind: "pass" } : { kind: "hold", limit };
    },
    onBody: (body) => steps.reduce((current, step) => step.body?.(current) ?? current, body),
  });
}
