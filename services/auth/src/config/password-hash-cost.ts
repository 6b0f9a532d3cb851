/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The production cost, and the least it allows. */
export const PRODUCTION_PASSWORD_HASH = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The cost the configuration asks for (ARGON2_MEMORY_KIB, ARGON2_TIME_COST); one lane always. */
export const passwordHashCost = (config: {
  ARGON2_MEMORY_KIB: number;
  ARGON2_TIME_COST: number;
}): PasswordHashCost => ({
  memoryCost: config.ARGON2_MEMORY_KIB,
  timeCost: config.ARGON2_TIME_COST,
  parallelism: PRODUCTION_PASSWORD_HASH.parallelism,
});
