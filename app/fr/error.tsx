"use client";
export { default } from "../_site/error-boundary.tsx";
