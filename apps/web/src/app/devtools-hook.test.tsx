// biome-ignore lint/style/noRestrictedImports: the test loads React DOM anew through Node's own loader, as a page starts it.
import { createRequire } from 'node:module'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDevToolsHook, type SeenByDevTools } from '@/test/devtools-hook'
import { createTestQueryClient } from '@/test/query-client'
import { App } from './app'
import { preloadRoutesAt } from './router'

// Decision 048: React DOM 19 renders the app, and React DevTools can inspect it. The browser test
// (e2e/react-render.e2e.test.ts) checks the production build; this one the development build the
// dev server and the tests run.

const require = createRequire(import.meta.url)
type ReactDomClient = typeof import('react-dom/client')

/** React DOM loaded anew, so that it finds the hook when it starts, as it does in a page. */
function freshReactDom(): ReactDomClient {
  for (const id of Object.keys(require.cache))
    if (/[\\/]node_modules[\\/]react-dom[\\/]/.test(id)) delete require.cache[id]
  return require('react-dom/client') as ReactDomClient
}

afterEach(() => {
  const globals = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __seenByDevTools?: unknown }
  delete globals.__REACT_DEVTOOLS_GLOBAL_HOOK__
  delete globals.__seenByDevTools
})

describe('React DevTools', () => {
  it("sees the app through its global hook: React DOM 19's development build, committing the app's tree", async () => {
    installDevToolsHook(globalThis)
    const seen = (globalThis as unknown as { __seenByDevTools: SeenByDevTools }).__seenByDevTools
    const { createRoot } = freshReactDom()
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    // Loaded first, as test/render.tsx does for every screen a test renders.
    await preloadRoutesAt('/privacy')
    const Router = ({ children }: { children: React.ReactNode }) => (
      <MemoryRouter initialEntries={['/privacy']}>{children}</MemoryRouter>
    )
    root.render(<App queryClient={createTestQueryClient()} Router={Router} />)

    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toMatch(/Privacy/))
    expect(seen.renderers).toHaveLength(1)
    expect(seen.renderers[0]).toMatchObject({ rendererPackageName: 'react-dom', bundleType: 1 })
    expect(seen.renderers[0]?.version).toMatch(/^19\./)
    expect(seen.commits).toBeGreaterThan(0)
    root.unmount()
    container.remove()
  })
})
