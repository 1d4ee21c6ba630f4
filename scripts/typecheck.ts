// `npm run typecheck`: each part of the code against its own runtime's types, so browser code cannot
// use Workers or Node APIs, the Worker cannot use the DOM, and so on. Two at a time (tsc is
// single-threaded); every part runs even after a failure.
import { bin, run } from "./lib.ts";

const PARTS = ["client", "worker", "worker-tests", "node"] as const;

export async function typecheck(): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...PARTS];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      try {
        await run(bin("tsc"), ["--noEmit", "-p", `tsconfig.${part}.json`]);
      } catch {
        failed.push(part);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}

if (import.meta.main) {
  const failed = await typecheck();
  if (failed.length) {
    console.error(`typecheck: errors in ${failed.map((p) => `tsconfig.${p}.json`).join(", ")}`);
    process.exit(1);
  }
  console.log(`typecheck: ${PARTS.length} parts clean`);
}
