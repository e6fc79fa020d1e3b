// Hosts whose embeds (iframes) content HTML may carry: the sanitiser keeps those iframes and
// the Content-Security-Policy's frame-src allows exactly these hosts.
export const embedHosts: readonly string[] = [
  "www.youtube-nocookie.com",
  "www.youtube.com",
  "player.vimeo.com",
  "www.dailymotion.com",
];
