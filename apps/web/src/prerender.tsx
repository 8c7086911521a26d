import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import { preloadRoutesAt } from './app/router'
import { createQueryClient } from './lib/query-client'

/** As a visitor's browser first renders it (nobody signed in, nothing stored), so main.tsx can hydrate it. */
export async function prerenderPage(path: string): Promise<string> {
  await preloadRoutesAt(path)
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>
  const { prelude } = await prerenderToNodeStream(<App queryClient={createQueryClient()} Router={Router} />)
  const parts: Buffer[] = []
  for await (const part of prelude) parts.push(Buffer.from(part))
  return Buffer.concat(parts).toString('utf8')
}

export { PRERENDERED_ROUTES } from './app/route-modules'
