import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_ROOT } from '../src/lib/paths'
import { databaseTestFiles } from './database-test-files'

let scratch: string | undefined

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

// Written through a template, so this file's own source names none of them in an import statement.
const importing = (name: string, from: string) => `import { ${name} } from '${from}'\n`

function serverTree(files: Record<string, string>): string {
  scratch = mkdtempSync(join(tmpdir(), 'campusplate-db-files-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true })
    writeFileSync(join(scratch, path), text)
  }
  return scratch
}

describe('the PostgreSQL pass’s files', () => {
  it('are the tests that reach a database helper, through other helpers too, and no others', () => {
    const root = serverTree({
      'test/test-database.ts': importing('PGlite', '@electric-sql/pglite'),
      'test/test-env.ts': 'export const TEST_REDIS_URL = undefined\n',
      'test/build-test-app.ts': importing('createTestDatabase', './test-database'),
      'test/login.ts': importing('AppInstance', '../src/app-types'),
      'test/fixtures/index.ts': importing('buildTestApp', '../build-test-app'),
      'src/app-types.ts': 'export type AppInstance = object\n',
      'src/a/routes.test.ts': importing('buildTestApp', '../../test/build-test-app'),
      'src/a/direct.test.ts': `const { createTestDatabase } = await import('${'../../test/test-database'}')\n`,
      'src/a/redis.test.ts': importing('TEST_REDIS_URL', '../../test/test-env'),
      'src/a/nested.test.ts': importing('fixtures', '../../test/fixtures'),
      'src/a/pure.test.ts': importing('login', '../../test/login') + importing('x', './routes'),
      'test/helpers.test.ts': importing('login', './login'),
    })
    expect(databaseTestFiles(root)).toEqual([
      'src/a/direct.test.ts',
      'src/a/nested.test.ts',
      'src/a/redis.test.ts',
      'src/a/routes.test.ts',
    ])
  })

  it('hold the route tests and the fault tests of this repository, not the pure ones', () => {
    const files = databaseTestFiles(SERVER_ROOT)
    expect(files).toEqual(
      expect.arrayContaining([
        'src/modules/plates/plates.routes.test.ts',
        'src/cli/menus.test.ts',
        'src/db/database-faults.test.ts',
        'src/modules/auth/two-instances.test.ts',
      ]),
    )
    expect(files).not.toContain('src/config/env.test.ts')
    expect(files).not.toContain('src/modules/menus/providers/provider-factory.test.ts')
    expect(files).not.toContain('test/database-test-files.test.ts')
  })
})
