// The navigation bar's links (spec 000 "Navigation bar").
import type { FileRouteTypes } from "../../routeTree.gen.ts";

export type NavLink = { to: FileRouteTypes["to"]; label: string; alsoActiveOn?: string[] };

export const SUBSCRIBER_LINKS: NavLink[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/ai-features", label: "AI Mode", alsoActiveOn: ["/ai-study-buddy"] },
  { to: "/practice-builder", label: "Practice" },
  { to: "/pulse-check", label: "Review" },
];

export const ADMIN_LINK: NavLink = { to: "/admin", label: "Admin" };

export const FREE_RESOURCES: NavLink[] = [
  { to: "/free-practice", label: "Free Practice Questions" },
  { to: "/free-flashcards", label: "Free Flashcards" },
  { to: "/free-review-cards", label: "Free Review Cards" },
];

export const FOOTER_LINKS: NavLink[] = [
  { to: "/aa-schools", label: "AA Schools" },
  { to: "/career-outlook", label: "Career Outlook" },
  { to: "/aa-vs-crna", label: "AA vs CRNA" },
  { to: "/glossary", label: "Glossary" },
  { to: "/interview-prep", label: "Interview Prep" },
  { to: "/free-practice", label: "Free Practice" },
  { to: "/pricing", label: "Pricing" },
  { to: "/comparison", label: "Comparison" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/privacy-policy", label: "Privacy Policy" },
];

export function isActive(pathname: string, link: NavLink): boolean {
  return [link.to, ...(link.alsoActiveOn ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
