"use client";
// The client islands of blocks, each loaded only by the pages that show it. Imported directly by
// the server components, every island would be in the JavaScript of every page, since all pages
// of a language are one route; through next/dynamic each one is its own chunk, which the server
// names (with its styles) in the HTML of the pages that render it. Still rendered on the server.
import dynamic from "next/dynamic";

export const Slider = dynamic(() => import("./blocks/parts/slider.tsx").then((module) => module.Slider));
export const CountUp = dynamic(() => import("./blocks/parts/count-up.tsx").then((module) => module.CountUp));
export const ScrollDock = dynamic(() => import("./blocks/parts/scroll-dock.tsx").then((module) => module.ScrollDock));
export const EventFilters = dynamic(() => import("./events/event-filters.tsx").then((module) => module.EventFilters));
export const ContactForm = dynamic(() => import("./contact/contact-form.tsx").then((module) => module.ContactForm));
