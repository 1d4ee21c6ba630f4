import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { BRAND } from "../../shared/brand.ts";
import { publicPages, titleFor } from "../../shared/seo.ts";

const PAGES = publicPages(__CONTENT_COUNTS__);

// App pages have no SEO entry: their tab shows what they are.
const APP_TITLES: Record<string, string> = {
  "/dashboard": "Dashboard",
  "/courses": "Courses",
  "/practice-builder": "Practice Exam Builder",
  "/practice-exam": "Practice Exam",
  "/ai-features": "AI Features",
  "/ai-study-buddy": "AI Study Assistant",
  "/pulse-check": "Review",
  "/profile": "Profile",
  "/admin": "Admin",
  "/login": "Sign In",
};

/** Keeps the tab title right as the user moves between pages (the served HTML sets the first one). */
export function usePageTitle() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    const app = APP_TITLES[pathname] ?? (pathname.startsWith("/courses/") ? "Course" : null);
    document.title = app ? `${app} | ${BRAND.name}` : titleFor(pathname, PAGES);
  }, [pathname]);
}
