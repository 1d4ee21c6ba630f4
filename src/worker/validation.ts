// Every zod issue raised in the Worker gets a readable predicate ("must be at most 120 characters
// long"); the tRPC error formatter completes it with the field's name. Messages written on a
// schema (`{ error: "..." }`) still win: zod consults this map only when the schema has none.
import * as z from "zod";
import { issuePredicate, type RawIssue } from "../shared/validation.ts";

z.config({ customError: (iss) => issuePredicate(iss as RawIssue) });
