// Marketing counts come from the data, never typed in (DESIGN.md). Rounded down so the claim
// stays true as items are unpublished: 487 -> "480+", 1,312 -> "1,300+".
export function marketingCount(n: number): string {
  if (n < 10) return String(n);
  const step = n >= 1000 ? 100 : 10;
  return `${(Math.floor(n / step) * step).toLocaleString("en-US")}+`;
}
