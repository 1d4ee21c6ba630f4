/** A missing or invalid setting: reported to clients as a configuration error, logged in full. */
export class ConfigurationError extends Error {}
