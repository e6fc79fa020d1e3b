// The nonce of the request being rendered: the proxy puts the page's policy on the request
// (proxy.ts), and every inline script the site writes itself carries its nonce.
import { headers } from "next/headers";
import { nonceOf } from "./csp.ts";

export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get("content-security-policy"));
}
