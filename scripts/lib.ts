// Process helpers shared by the project's scripts (start, seed, migrate, test).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** Local state for `npm start`; the end-to-end tests keep their own beside it. */
export const DEV_STATE = path.join(root, ".wrangler", "state");

/** Wrangler without telemetry, error reports or the cf.json download: it must run offline. */
export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Tools started from here run on this Node (22), not whatever `node` the shell finds first.
    PATH: [path.dirname(process.execPath), path.join(root, "node_modules", ".bin"), process.env.PATH].join(path.delimiter),
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    ...extra,
  };
}

export class CommandFailed extends Error {}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: offlineEnv(), ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new CommandFailed(`${path.basename(cmd)} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/** Runs a command and returns its standard output. */
export function capture(cmd: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: offlineEnv(), ...options });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      // wrangler --json reports errors on stdout; pass them on so the user sees why.
      code === 0 ? resolve(out) : reject(new CommandFailed(`${path.basename(cmd)} ${args.join(" ").slice(0, 80)}... exited with ${code}\n${out.trim()}`)),
    );
  });
}

/**
 * Starts a long-running server in its own process group, so stopping it also stops the workerd
 * it spawns (killing wrangler alone leaves workerd running).
 */
export function startDetached(cmd: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(cmd, args, { cwd: root, env: offlineEnv(), detached: true, ...options });
}

export function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Polls a URL until it answers 200, or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs: number, isDead: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
