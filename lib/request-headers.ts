/** Set by the proxy on every page request: when the request arrived (ms since the epoch), for the render's WordPress deadline. */
export const requestStartHeader = "x-request-start";
