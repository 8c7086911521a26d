import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../test/build-test-app'
import { logCollector } from '../test/log-collector'
import { createUser, loginAs, testOrigin } from '../test/login'
import type { AppInstance } from './app-types'

/**
 * Every error answer matches the schema its route declares for that status (docs/decisions/050):
 * a route is walked from the OpenAPI document with bodies no client should send, signed in and
 * signed out, and while the database is down.
 */
interface Operation {
  requestBody?: unknown
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

interface Route {
  method: string
  url: string
  operation: Operation
}

const BODY_METHODS = ['post', 'put', 'patch', 'delete']
const SOME_ID = '00000000-0000-4000-8000-000000000000'

async function routesOf(app: AppInstance): Promise<Route[]> {
  const document = (await app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      // Path parameters get a well-formed value that names nothing.
      url: path.replace(/\{fileName\}/g, `${SOME_ID}.webp`).replace(/\{\w+\}/g, SOME_ID),
      operation,
    })),
  )
}

/** Whether `body` is what the route declares for `status`; the reason when it is not. */
function declaredAnswerIssue(route: Route, status: number, body: string): string | null {
  const schema = route.operation.responses?.[String(status)]?.content?.['application/json']?.schema
  if (!schema) return `${status} is not a declared answer`
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `the body is not JSON: ${body.slice(0, 100)}`
  }
  const result = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(parsed)
  return result.success ? null : `${body.slice(0, 200)} does not match: ${result.error.message}`
}

/** Over every route's limit: the largest, the photo upload's, is 5 MB and a little. */
const OVERSIZED = Buffer.from(JSON.stringify({ format: 'x'.repeat(6 * 1024 * 1024) }))
const BODIES = {
  oversized: OVERSIZED,
  malformed: '{"format": "csv", "selections": {',
  // Small enough for the smallest limit (1 KB), so it reaches the route's validation.
  'nested 400 deep in a field': `{"weight":${'['.repeat(400)}${']'.repeat(400)}}`,
  'nested 20,000 deep': `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
}
type BodyCase = keyof typeof BODIES
/** A route that reads no body ignores a well-formed one: only the parser's refusals apply to it. */
const PARSER_CASES: BodyCase[] = ['oversized', 'malformed']

describe('error answers of every route in the OpenAPI document', () => {
  it('answer a body no client should send with a declared 4xx, signed in or not, and the session first', async () => {
    const log = logCollector()
    const app = await buildTestApp({ logLevel: 'warn' }, { logStream: log.stream })
    const cookie = await loginAs(app, await createUser(app))
    const routes = (await routesOf(app)).filter((route) => BODY_METHODS.includes(route.method.toLowerCase()))
    expect(routes.length).toBeGreaterThan(15)

    const problems: string[] = []
    for (const route of routes) {
      const cases = route.operation.requestBody ? (Object.keys(BODIES) as BodyCase[]) : PARSER_CASES
      for (const bodyCase of cases) {
        for (const signedIn of [false, true]) {
          const res = await app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { ...testOrigin(app), 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
            payload: BODIES[bodyCase],
          })
          const what = `${route.method} ${route.url}, ${bodyCase}, ${signedIn ? 'signed in' : 'signed out'}`
          if (res.statusCode < 400 || res.statusCode >= 500) {
            problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`)
            continue
          }
          const issue = declaredAnswerIssue(route, res.statusCode, res.body)
          if (issue) problems.push(`${what}: ${issue}`)
          // A route behind the session answers 401 before it reads or checks a body.
          if (!signedIn && route.operation.responses?.['401'] && res.statusCode !== 401) {
            problems.push(`${what}: ${res.statusCode} before the session check`)
          }
        }
      }
    }
    expect(problems).toEqual([])
    // A client's mistake is logged as no server error.
    expect(log.lines().filter((line) => Number(line.level) >= 50)).toEqual([])
  }, 120_000)

  it('answer 503 with a declared body while the database is down, never 500', async () => {
    const app = await buildTestApp({}, { isolatedDatabase: true })
    const cookie = await loginAs(app, await createUser(app))
    const routes = await routesOf(app)
    await app.database.close()

    const problems: string[] = []
    let unavailable = 0
    for (const route of routes) {
      const hasBody = BODY_METHODS.includes(route.method.toLowerCase())
      const res = await app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { ...testOrigin(app), cookie },
        ...(hasBody ? { payload: {} } : {}),
      })
      const what = `${route.method} ${route.url}`
      if (res.statusCode === 503) unavailable++
      if (res.statusCode >= 500 && res.statusCode !== 503) problems.push(`${what}: ${res.statusCode} ${res.body}`)
      else if (res.statusCode >= 400) {
        const issue = declaredAnswerIssue(route, res.statusCode, res.body)
        if (issue) problems.push(`${what}: ${issue}`)
      }
    }
    expect(problems).toEqual([])
    expect(unavailable).toBeGreaterThan(15)
  }, 60_000)
})
