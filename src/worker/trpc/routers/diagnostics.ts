// Filled in by the public-site work of issue 7.
export const diagnosticsRouter = {};
