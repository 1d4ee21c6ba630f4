// Set by vite.config.ts at build time from the content files.
declare const __CONTENT_COUNTS__: import("../shared/seo.ts").ContentCounts;
