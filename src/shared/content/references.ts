// What makes a reference checkable: it names the edition or the year of its source.
/** A reference must say which edition or which year it means. */
export function namesEditionOrYear(reference: string): boolean {
  return /\b(19|20)\d{2}\b|\b\d+(st|nd|rd|th) ed/i.test(reference);
}
