// The social networks the site draws an icon for: the options' social links (the footer) and the
// sticky-social block name them; any other address is shown as a website.
export const socialNetworks = [
  "linkedin",
  "instagram",
  "youtube",
  "x",
  "facebook",
  "mastodon",
  "bluesky",
  "email",
] as const;
export type SocialNetwork = (typeof socialNetworks)[number] | "website";
