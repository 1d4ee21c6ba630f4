import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// Accredited AA programs (spec 000 "AA school"). Region is derived from the location, not stored.
export const aaSchools = sqliteTable("aa_schools", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull(),
  websiteUrl: text("website_url").notNull(),
  foundedYear: integer("founded_year"),
  notable: text("notable"),
  degree: text("degree").notNull(),
  programLength: text("program_length"),
  classSize: text("class_size"),
  clinicalSites: text("clinical_sites"),
  // Items removed from content/ are unpublished, never deleted.
  published: integer("published", { mode: "boolean" }).notNull().default(true),
});
