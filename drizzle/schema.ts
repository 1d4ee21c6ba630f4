export * from "./auth.ts";
export * from "./billing.ts";
export * from "./content.ts";
export * from "./progress.ts";
export * from "./ai.ts";
