// Boundaries of the codebase, checked by `npm test` (scripts/test.ts runs `npm run lint`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Import cycles make load order and refactors fragile; type-only cycles count too.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-is-pure",
      comment: "src/shared holds the product's rules for worker and client alike: it imports neither, nor the database schema.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^(src/worker|src/client|drizzle)/" },
    },
    {
      name: "client-takes-only-types-from-the-worker",
      comment: "The browser bundle must never carry server code: the client imports the worker and the schema for types only.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^(src/worker|drizzle)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "worker-never-imports-the-client",
      severity: "error",
      from: { path: "^(src/worker|drizzle)/" },
      to: { path: "^src/client/" },
    },
    {
      name: "features-stay-apart",
      comment: "A feature imports components/, lib/, src/shared and itself; what two features share moves to components/ or lib/.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: { path: "^src/client/", pathNot: ["^src/client/features/$1/", "^src/client/(components|lib)/"] },
    },
    {
      name: "shared-ui-does-not-reach-into-features",
      comment: "components/ and lib/ are below the features: they never import a feature or a route.",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/(features|routes)/" },
    },
    {
      name: "resolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.wrangler)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".json"] },
    builtInModules: { add: ["cloudflare:workers", "cloudflare:test"] },
  },
};
