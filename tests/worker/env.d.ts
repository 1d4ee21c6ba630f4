import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env as WorkerEnv } from "../../src/worker/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_FAKE_RESEND_BASE: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../../src/worker/index.ts");
    }
  }
}
