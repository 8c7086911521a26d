/** Outside services the suites can use when CI provides them (unset: those tests are skipped). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined
