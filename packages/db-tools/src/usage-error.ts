/** A command line the CLI cannot run: exit code 2, with the usage printed. */
export class UsageError extends Error {}
