// zod compiles object parsers with `new Function` unless told not to. Our Content-Security-Policy
// forbids eval, and the browser reports even zod's caught probe for it as a violation. This runs
// before any schema parses (first import of main.tsx) and pulls in only zod's small config module.
import { config } from "zod/v4/core";

config({ jitless: true });
