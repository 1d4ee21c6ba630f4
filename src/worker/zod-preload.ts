// Must stay the worker entry's first import. Under wrangler's own bundler, better-auth's lazy
// import of its kysely adapter made esbuild initialise zod late, and a top-level z.lazy() elsewhere
// crashed the worker at start ("ZodLazy is not a constructor"). A real side effect keeps zod eager.
import * as z from "zod";

(globalThis as { __zodPreload?: unknown }).__zodPreload = z.string;
