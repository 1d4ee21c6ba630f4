// Applies migrations/ to the local D1 (`--persist-to DIR` picks another state folder).
import { parseArgs } from "node:util";
import { bin, DEV_STATE, run } from "./lib.ts";

const { values } = parseArgs({ options: { "persist-to": { type: "string", default: DEV_STATE } } });

await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "-c", "wrangler.toml", "--persist-to", values["persist-to"]!], {
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
