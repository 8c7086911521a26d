import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { databaseTestFiles } from './apps/server/test/database-test-files.ts'

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url))
const serverRoot = fileURLToPath(new URL('./apps/server', import.meta.url))

const serverTest = {
  root: 'apps/server',
  environment: 'node',
  setupFiles: ['./test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One worker's files share its migrated database and loaded modules (decision 049): every test
  // still starts on emptied tables, and a fresh PGlite per file cost 3–7 s.
  isolate: false,
}

// CI adds a JSON report per run, which .ci/run sums into one closing line.
const reportDir = process.env.VITEST_REPORT_DIR

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the suites
    // wait on PGlite, PostgreSQL, sockets and argon2 often enough that two workers take a third off.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${process.pid}.json` }]]
      : ['default'],
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'server', ...serverTest } },
      // The PostgreSQL pass runs only the files that reach a database helper (decision 049).
      { test: { name: 'server-pg', ...serverTest, include: databaseTestFiles(serverRoot) } },
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Typing a password key by key with user-event outlasts 5 s on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          // One data folder filled with the demo window, copied by each file's server; one Chromium
          // per worker, kept across its files, a context per test (decision 049).
          globalSetup: ['./support/global-setup.ts'],
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
