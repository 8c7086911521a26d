import { DrizzleQueryError } from 'drizzle-orm/errors'

export interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  code?: string
  statusCode?: number
  /** Its verb and first table, never its text or parameters. */
  query?: string
  constraint?: string
  table?: string
  column?: string
  stack: string
  cause?: LoggedError
}

const MAX_CAUSES = 5
const SQLSTATE = /^[0-9A-Z]{5}$/

/** `select … from "plates" …` → `select from plates`. */
export function queryName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query'
  const target = /\b(from|into|update)\s+"?([\w.]+)"?/i.exec(sql)
  if (!target) return verb
  const [, keyword = '', table = ''] = target
  const preposition = keyword.toLowerCase()
  return preposition === verb ? `${verb} ${table}` : `${verb} ${preposition} ${table}`
}

/** Without the first lines, which repeat the message. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
}

const stringField = (error: object, key: string): string | undefined => {
  const value = (error as Record<string, unknown>)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function isDatabaseError(error: Error): boolean {
  return SQLSTATE.test(stringField(error, 'code') ?? '') && stringField(error, 'severity') !== undefined
}

function describe(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' }
  const cause = depth < MAX_CAUSES && error.cause !== undefined ? describe(error.cause, depth + 1) : undefined
  const withCause = cause ? { cause } : {}
  if (error instanceof DrizzleQueryError) {
    // Its message and stack spell out the query's parameters: e-mail addresses, password hashes.
    const query = queryName(error.query)
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${query}`,
      query,
      stack: framesOf(error.stack),
      ...withCause,
    }
  }
  if (isDatabaseError(error)) {
    const code = stringField(error, 'code') as string
    // Class 22 (data exception) messages quote the offending value; `detail` quotes whole rows.
    const message = code.startsWith('22') ? `Data exception ${code}` : error.message
    return {
      type: error.name,
      message,
      code,
      stack: '',
      ...Object.fromEntries(
        (['constraint', 'table', 'column'] as const).flatMap((key) => {
          const value = stringField(error, key)
          return value ? [[key, value]] : []
        }),
      ),
      ...withCause,
    }
  }
  const code = stringField(error, 'code')
  const statusCode = (error as { statusCode?: unknown }).statusCode
  return {
    type: error.name,
    message: error.message,
    ...(code ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...withCause,
  }
}

/** Database errors never log their parameters, `detail` or a message quoting a value; causes are followed a few levels deep. */
export function loggableError(error: Error): LoggedError {
  return describe(error, 0)
}
