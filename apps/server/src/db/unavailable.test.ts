import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

function withCode(message: string, code: string, severity?: string): Error {
  return Object.assign(new Error(message), { code, ...(severity ? { severity } : {}) })
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a statement that outlived its deadline', new Error('Query read timeout')],
    ['no free connection within the connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection cut while in use', new Error('Connection terminated unexpectedly')],
    ['a connection that could not be opened in time', new Error('Connection terminated due to connection timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool the instance closed', new Error('Cannot use a pool after calling end on the pool')],
    ['an embedded database the instance closed', new Error('PGlite is closed')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01', 'FATAL'),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03', 'FATAL')],
    ['a statement cancelled at statement_timeout (57014)', withCode('canceling statement', '57014', 'ERROR')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300', 'FATAL')],
    ['a connection exception (08006)', withCode('connection failure', '08006', 'FATAL')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('looks through the query error Drizzle wraps around the driver error', () => {
    const wrapped = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))
    expect(isDatabaseUnavailable(wrapped)).toBe(true)
  })

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value', '23505', 'ERROR')],
    ['a syntax error (42601)', withCode('syntax error', '42601', 'ERROR')],
    ['a deadlock (40P01)', withCode('deadlock detected', '40P01', 'ERROR')],
    ['an error of our own', new Error('plate total mismatch')],
    ['a value that is not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
