import "./lib/zod-jitless.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Loading } from "./components/Loading.tsx";
import { RouteError } from "./components/RouteError.tsx";
import { queryClient } from "./lib/trpc.ts";
import { routeTree } from "./routeTree.gen.ts";
import "./styles.css";

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Guards wait for the session; show 'Loading...' only if that takes a moment.
  defaultPendingMs: 150,
  defaultPendingMinMs: 200,
  defaultPendingComponent: () => <Loading />,
  defaultErrorComponent: RouteError,
  scrollRestoration: false,
});

// The spec scrolls to the top on every path change (not on search-only changes).
router.subscribe("onResolved", (event) => {
  if (event.pathChanged) window.scrollTo(0, 0);
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
