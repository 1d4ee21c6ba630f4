import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { countsOf, prerenderPublicPages } from "./scripts/prerender.ts";
import { loadContent } from "./scripts/content.ts";

// Page titles quote content counts; the same counts go into the prerendered HTML (scripts/prerender.ts).
const { content } = await loadContent();

// Order matters: the router plugin generates the route tree before React transforms the routes.
export default defineConfig({
  define: { __CONTENT_COUNTS__: JSON.stringify(countsOf(content)) },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/client/routes",
      generatedRouteTree: "./src/client/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
    cloudflare(),
    prerenderPublicPages(),
  ],
  build: { outDir: "dist" },
});
