// The data cache's tags of pages and events (one per list, one per item), of the site's options
// and of the societies, shared by their readers (pages.ts, events.ts, the route table, options.ts,
// societies.ts) and by revalidation.ts, which expires them.
export const pageTags = {
  all: "wp:pages",
  one: (id: number) => `wp:page:${id}`,
};

export const eventTags = {
  all: "wp:events",
  one: (id: number) => `wp:event:${id}`,
};

export const optionsTag = "wp:options";

export const societiesTag = "wp:societies";
