// `npm start`: migrate and seed the local D1, build the client and Worker, serve on :8787. Offline.
import { bin, DEV_STATE, run } from "./lib.ts";
import { prepareLocal } from "./prepare-local.ts";

const PORT = process.env.PORT ?? "8787";

await prepareLocal();
await run(bin("vite"), ["build", "--logLevel", "warn"]);
console.log(`\nstart: serving on http://localhost:${PORT} (Ctrl+C to stop)\n`);
// After the build, wrangler serves the built Worker and assets (dist/) through .wrangler/deploy.
// The origin follows the port, so PORT=9000 npm start still signs in (.dev.vars holds the default).
await run(bin("wrangler"), ["dev", "--port", PORT, "--persist-to", DEV_STATE, "--show-interactive-dev-session=false", "--var", `BETTER_AUTH_URL:http://localhost:${PORT}`]);
