import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { loggableError, queryName } from './loggable-error'

describe('queryName', () => {
  it.each([
    ['insert into "users" ("id", "email") values (default, $1)', 'insert into users'],
    ['select "id" from "users" where "users"."email" = $1', 'select from users'],
    ['update "users" set "password_hash" = $1 where "users"."id" = $2', 'update users'],
    ['delete from "sessions" where "sessions"."token_hash" = $1', 'delete from sessions'],
    ['begin', 'begin'],
  ])('names %j as %j', (sql, name) => {
    expect(queryName(sql)).toBe(name)
  })
})

describe('loggableError', () => {
  const databaseError = () =>
    Object.assign(new Error('new row for relation "users" violates check constraint "c"'), {
      severity: 'ERROR',
      code: '23514',
      detail: 'Failing row contains (ada@campus.test, $argon2id$v=19$...)',
      constraint: 'c',
      table: 'users',
    })

  it('keeps a failed query’s name, code and constraint and drops its parameters, detail and message', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['ada@campus.test'],
      databaseError(),
    )
    const logged = JSON.stringify(loggableError(error))
    expect(loggableError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into users',
      cause: { code: '23514', constraint: 'c', table: 'users' },
    })
    expect(logged).not.toContain('ada@campus.test')
    expect(logged).not.toContain('argon2')
    expect(logged).not.toContain('values ($1)')
  })

  it('drops the message of a data exception, which quotes the value', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "ada@campus.test"'), {
      severity: 'ERROR',
      code: '22P02',
    })
    expect(loggableError(error)).toEqual({ type: 'Error', message: 'Data exception 22P02', code: '22P02', stack: '' })
  })

  it('logs other errors with their message, stack and cause', () => {
    const error = new Error('mail server refused', { cause: new TypeError('socket closed') })
    expect(loggableError(error)).toMatchObject({
      type: 'Error',
      message: 'mail server refused',
      stack: expect.stringContaining('loggable-error.test'),
      cause: { type: 'TypeError', message: 'socket closed' },
    })
  })

  it('also hides a database error wrapped in another error', () => {
    const wrapped = new Error('sync failed', {
      cause: new DrizzleQueryError('select 1 from "users" where email = $1', ['ada@campus.test']),
    })
    expect(JSON.stringify(loggableError(wrapped))).not.toContain('ada@campus.test')
  })
})
