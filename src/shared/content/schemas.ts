// Schemas for the study content in content/. The seed command validates every file against these,
// and a failure names the file, the item id and the field.
import * as z from "zod";

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a lower-case slug (a-z, 0-9, -)");
const text = z.string().trim().min(1, "must not be empty");
const optionalText = z.string().trim().min(1).nullable().default(null);

export const aaSchoolSchema = z.strictObject({
  id,
  name: text,
  location: z.string().regex(/^[^,]+, [A-Z]{2}$/, 'must read "City, ST"'),
  websiteUrl: z.url({ protocol: /^https$/, error: "must be an https URL" }),
  foundedYear: z.int().min(1960).max(2100).nullable().default(null),
  notable: optionalText,
  degree: text,
  programLength: optionalText,
  classSize: optionalText,
  clinicalSites: optionalText,
});
export type AaSchoolContent = z.output<typeof aaSchoolSchema>;

export class ContentError extends Error {}

/** Validates a file's items, reporting every problem as "file: item "id": field: message". */
export function validateItems<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S>[] {
  if (!Array.isArray(data)) throw new ContentError(`${file}: expected a JSON array of items`);
  const problems: string[] = [];
  const items: z.output<S>[] = [];
  const seen = new Set<string>();
  data.forEach((raw, index) => {
    const itemId =
      raw && typeof raw === "object" && typeof (raw as { id?: unknown }).id === "string"
        ? (raw as { id: string }).id
        : `#${index}`;
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${file}: item "${itemId}": ${issue.path.join(".") || "(item)"}: ${issue.message}`);
      }
      return;
    }
    if (seen.has(itemId)) problems.push(`${file}: item "${itemId}": id: duplicate id`);
    seen.add(itemId);
    items.push(result.data);
  });
  if (problems.length) throw new ContentError(problems.join("\n"));
  return items;
}
