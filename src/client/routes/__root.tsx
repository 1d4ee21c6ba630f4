import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Navigate, Outlet } from "@tanstack/react-router";
import { Footer } from "../components/layout/Footer.tsx";
import { NavBar } from "../components/layout/NavBar.tsx";
import { TutorLauncher } from "../features/tutor/TutorLauncher.tsx";
import { usePageTitle } from "../lib/page-title.ts";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  // Unknown paths go home.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  usePageTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-teal-700 focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <TutorLauncher />
    </div>
  );
}
