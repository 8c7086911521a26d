import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DISPLAY_NAME_STATEMENT,
  PRODUCTION_MODULE,
  productionFileOf,
  treeShakableRouter,
  UNMARKED_PURE_CALL,
} from './react-router'

// The two text patches of react-router in the build, run against the installed version: each test
// fails when an upgrade leaves a patch with nothing to match.

const require = createRequire(import.meta.url)
const routerPackage = dirname(require.resolve('react-router/package.json'))
const production = join(routerPackage, 'dist', 'production')
const productionModules = readdirSync(production)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(production, name))
const allCode = productionModules.map((file) => readFileSync(file, 'utf8')).join('\n')

describe("react-router's production build", () => {
  it('still ships beside the development build the package exports name', () => {
    const exported = JSON.stringify(JSON.parse(readFileSync(join(routerPackage, 'package.json'), 'utf8')).exports)
    expect(exported).toContain('/dist/development/')
    for (const entry of ['index.mjs', 'dom-export.mjs']) {
      const development = join(routerPackage, 'dist', 'development', entry)
      expect(existsSync(development), development).toBe(true)
      expect(existsSync(productionFileOf(development)), productionFileOf(development)).toBe(true)
    }
  })

  it('is what the tree-shaking patch applies to', () => {
    expect(productionModules.length).toBeGreaterThan(0)
    for (const file of productionModules) expect(PRODUCTION_MODULE.test(file), file).toBe(true)
    expect(PRODUCTION_MODULE.test(join(routerPackage, 'dist', 'development', 'index.mjs'))).toBe(false)
  })

  it('has component names and unmarked forwardRef and createContext calls for the patch to remove and mark', () => {
    expect(allCode.match(DISPLAY_NAME_STATEMENT)?.length ?? 0).toBeGreaterThanOrEqual(5)
    expect(allCode.match(UNMARKED_PURE_CALL)?.length ?? 0).toBeGreaterThanOrEqual(5)
    expect(allCode).toMatch(/\bForm\.displayName = "Form";/)
  })

  it('leaves no component name and no unmarked call once patched', () => {
    const patched = treeShakableRouter(allCode)
    expect(patched.match(DISPLAY_NAME_STATEMENT)).toBeNull()
    expect(patched.match(UNMARKED_PURE_CALL)).toBeNull()
    expect(patched).toContain('= /* @__PURE__ */ React')
  })
})
