"use client";
export { default } from "../../_site/alternate-error.tsx";
