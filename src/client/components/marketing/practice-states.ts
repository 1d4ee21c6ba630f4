// States where anesthesiologist assistants practice, as the product lists them (18 states). Authorization comes
// by licensure, certification or physician delegation and changes as legislatures act, so the
// pages present this as a list to check, never as a fixed count of "jurisdictions".
export const PRACTICE_STATES = [
  "Alabama",
  "Colorado",
  "Florida",
  "Georgia",
  "Indiana",
  "Kentucky",
  "Michigan",
  "Missouri",
  "New Mexico",
  "North Carolina",
  "Ohio",
  "Oklahoma",
  "South Carolina",
  "Tennessee",
  "Texas",
  "Vermont",
  "Virginia",
  "Wisconsin",
] as const;
