// The navigation bar's and footer's links. `linkOptions` checks each path against the registered
// router, so this file needs no import of the generated route tree (which imports the root route, which
// imports the navigation bar: a cycle).
import { linkOptions } from "@tanstack/react-router";

export const SUBSCRIBER_LINKS = [
  { ...linkOptions({ to: "/dashboard" }), label: "Dashboard" },
  { ...linkOptions({ to: "/ai-features" }), label: "AI Mode", alsoActiveOn: ["/ai-study-buddy"] },
  { ...linkOptions({ to: "/practice-builder" }), label: "Practice" },
  { ...linkOptions({ to: "/pulse-check" }), label: "Review" },
];

export const ADMIN_LINK = { ...linkOptions({ to: "/admin" }), label: "Admin" };

export const FREE_RESOURCES = [
  { ...linkOptions({ to: "/free-practice" }), label: "Free Practice Questions" },
  { ...linkOptions({ to: "/free-flashcards" }), label: "Free Flashcards" },
  { ...linkOptions({ to: "/free-review-cards" }), label: "Free Review Cards" },
];

export const FOOTER_LINKS = [
  { ...linkOptions({ to: "/aa-schools" }), label: "AA Schools" },
  { ...linkOptions({ to: "/career-outlook" }), label: "Career Outlook" },
  { ...linkOptions({ to: "/aa-vs-crna" }), label: "AA vs CRNA" },
  { ...linkOptions({ to: "/glossary" }), label: "Glossary" },
  { ...linkOptions({ to: "/interview-prep" }), label: "Interview Prep" },
  { ...linkOptions({ to: "/free-practice" }), label: "Free Practice" },
  { ...linkOptions({ to: "/pricing" }), label: "Pricing" },
  { ...linkOptions({ to: "/comparison" }), label: "Comparison" },
  { ...linkOptions({ to: "/terms-of-service" }), label: "Terms of Service" },
  { ...linkOptions({ to: "/privacy-policy" }), label: "Privacy Policy" },
];

type Listed = (typeof SUBSCRIBER_LINKS)[number] | (typeof FREE_RESOURCES)[number] | (typeof FOOTER_LINKS)[number] | typeof ADMIN_LINK;
export type NavLink = { to: Listed["to"]; label: string; alsoActiveOn?: string[] };

export function isActive(pathname: string, link: NavLink): boolean {
  return [link.to, ...(link.alsoActiveOn ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
