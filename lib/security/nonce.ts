// The current request's CSP nonce, for server components that render a <script> or hand it to
// a client island. Reading it makes the page render per request: a nonce must never be reused.
import { headers } from "next/headers";
import { nonceOf } from "./csp.ts";

export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get("content-security-policy"));
}
