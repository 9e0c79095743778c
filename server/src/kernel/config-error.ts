/** Thrown at start when the environment is wrong; main prints its one line and exits. */
export class ConfigError extends Error {}
