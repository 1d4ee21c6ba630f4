// The product's name and contact, in one place until the brand is settled.
export const BRAND = {
  name: "AA Board Prep",
  supportEmail: "support@aaboardprep.com",
} as const;
