// @vitest-environment node
import { describe, expect, it } from 'vitest'

// The web project's other `.test.ts` files (a `.test.tsx` file renders, in jsdom), by path from here.
const pureTestFiles = import.meta.glob<string>('../**/*.test.ts', { query: '?raw', import: 'default', eager: true })
const declaration = /^\/\/ @vitest-environment (\S+)\n(.*)/

// A pure file runs in node, without paying for a DOM; one that needs a DOM (localStorage, window,
// document, DOMParser) says so, and why, on its first two lines (README, "Test it").
describe("the web tests' environments", () => {
  it('finds the test files', () => {
    expect(Object.keys(pureTestFiles)).toContain('../lib/unauthorized.test.ts')
  })

  it.each(Object.entries(pureTestFiles))('%s names its environment: node, or jsdom with the reason', (_, source) => {
    const [, environment, reason] = source.match(declaration) ?? []
    expect(environment, 'first line: // @vitest-environment node').toBeDefined()
    if (environment === 'jsdom') expect(reason).toMatch(/^\/\/ Needs a DOM: \S/)
    else expect(environment).toBe('node')
  })
})
