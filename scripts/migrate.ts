// Applies migrations/ to the local D1 (`--persist-to DIR` picks another state folder).
import { parseArgs } from "node:util";
import { bin, DEV_STATE, offlineEnv, run } from "./lib.ts";

const { values } = parseArgs({ options: { "persist-to": { type: "string", default: DEV_STATE } } });

// CI=true answers wrangler's "apply N migrations?" prompt, which would otherwise wait for a key.
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", values["persist-to"]!], {
  env: offlineEnv({ CI: "true" }),
});
