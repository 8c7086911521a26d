import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

// The repository's own lint configuration, run by Biome over fixture files laid out like the web app's
// feature tree in a scratch folder, so that no stray file ever sits in the app itself. It lives in the
// server project because that is the project whose tests run on Node.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const biome = join(repoRoot, 'node_modules', '.bin', 'biome')
const featuresRoot = join(repoRoot, 'apps', 'web', 'src', 'features')

const fixtures: Record<string, string> = {
  // Refused: Node built-ins and the server, at every depth of a feature.
  'plates/read-disk.ts': "import { readFileSync } from 'node:fs'",
  'plates/components/read-disk.ts': "import { readFileSync } from 'node:fs'",
  'plates/components/parts/read-disk.ts': "import { readFileSync } from 'node:fs'",
  'plates/components/server-app.ts': "import { buildApp } from '@campusplate/server'",
  // Refused: another feature or the app shell, by alias or by a relative path out of the feature.
  'plates/components/alias-feature.ts': "import { useAuth } from '@/features/auth/hooks/use-auth'",
  'plates/components/alias-shell.ts': "import { router } from '@/app/router'",
  'plates/sibling-feature.ts': "import { useAuth } from '../auth/hooks/use-auth'",
  'plates/components/sibling-feature.ts': "import { useAuth } from '../../auth/hooks/use-auth'",
  'plates/components/parts/sibling-feature.ts': "import { useAuth } from '../../../auth/hooks/use-auth'",
  'plates/components/out-of-features.ts': "import { apiClient } from '../../../lib/api-client'",
  'plates/components/features-folder.ts': "import { something } from '../..'",
  // Accepted: the feature's own files, lib/ through the alias, and the shared package.
  'plates/own-root.ts': "import { messages } from './messages'",
  'plates/components/own-files.ts': [
    "import { messages } from '../messages'",
    "import { savePlate } from '../api/save-plate'",
    "import { PlateRow } from './plate-row'",
    "import { apiClient } from '@/lib/api-client'",
    "import { useAuth } from '@/lib/session/use-auth'",
    "import { PlateSaveRequestSchema } from '@campusplate/shared'",
  ].join('\n'),
  'plates/components/parts/own-files.ts': "import { messages } from '../../messages'",
}

const refused = Object.keys(fixtures).filter((path) => !path.includes('/own-'))
const accepted = Object.keys(fixtures).filter((path) => path.includes('/own-'))

const ReportSchema = z.object({
  diagnostics: z.array(z.object({ category: z.string().optional(), location: z.object({ path: z.string() }) })),
})

let scratch: string
let restrictedImports: Map<string, number>

/** Every fixture names its imports once so that the files are valid modules for the linter. */
function moduleText(imports: string): string {
  const names = [...imports.matchAll(/import \{ (\w+) \}/g)].map((match) => match[1])
  return `${imports}\nexport const used = [${names.join(', ')}]\n`
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'campusplate-lint-'))
  copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'))
  for (const [path, imports] of Object.entries(fixtures)) {
    const file = join(scratch, 'apps', 'web', 'src', 'features', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, moduleText(imports))
  }
  // The scratch folder is not a git checkout, so the configuration's VCS integration is switched off.
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'apps'], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report = ReportSchema.parse(JSON.parse(run.stdout))
  restrictedImports = new Map()
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== 'lint/style/noRestrictedImports') continue
    const path = diagnostic.location.path.split('/').slice(4).join('/')
    restrictedImports.set(path, (restrictedImports.get(path) ?? 0) + 1)
  }
}, 60_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('import boundaries of the web features (biome.json)', () => {
  it.each(refused)('refuses the import in features/%s', (path) => {
    expect(restrictedImports.get(path)).toBe(1)
  })

  it.each(accepted)('accepts the imports in features/%s', (path) => {
    expect(restrictedImports.get(path)).toBeUndefined()
  })

  it('has no feature file deeper than the per-depth overrides reach (features/<feature>/<a>/<b>/<file>)', () => {
    const tooDeep = readdirSync(featuresRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(featuresRoot, join(entry.parentPath, entry.name)).split(sep))
      .filter((segments) => segments.length > 4)
      .map((segments) => segments.join('/'))
    expect(tooDeep).toEqual([])
  })
})
