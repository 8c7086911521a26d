import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  ExchangeTokenRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './auth'
import { IsoDateSchema, NUL_CHARACTER_MESSAGE, textSchema } from './common'
import { AvailableOptionsQuerySchema, FoodsQuerySchema } from './menus'
import { PlateQuerySchema, PlateSaveRequestSchema } from './plates'

const NUL = '\u0000'

describe('textSchema', () => {
  it('accepts text without NUL, including other control characters and emoji', () => {
    expect(textSchema().parse('Ada\tLovelace 😀')).toBe('Ada\tLovelace 😀')
  })

  it.each([NUL, `a${NUL}`, `${NUL}b`, `ada${NUL}@campus.edu`])('refuses %j with one clear message', (value) => {
    const result = textSchema('Name is required').check(z.minLength(1, 'Name is required')).safeParse(value)
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: NUL_CHARACTER_MESSAGE })])
  })

  it('keeps its own message for a missing or non-string value', () => {
    expect(textSchema('Name is required').safeParse(undefined).error?.issues[0]?.message).toBe('Name is required')
    expect(textSchema('Name is required').safeParse(42).error?.issues[0]?.message).toBe('Name is required')
  })

  it('checks before trimming, so a NUL at either end is refused too', () => {
    expect(textSchema().check(z.trim()).safeParse(` x${NUL}`).success).toBe(false)
  })
})

const valid = {
  login: { email: 'ada@campus.edu', password: 'Grilled-Tofu-42' },
  register: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@campus.edu', password: 'Grilled-Tofu-42' },
  forgot: { email: 'ada@campus.edu' },
  reset: { token: 'x'.repeat(43), new_password: 'Grilled-Tofu-42' },
  exchange: { token: 'x'.repeat(43) },
  foods: { date: '2025-07-20', dining_hall: 'North', meal_name: 'Lunch' },
  plate: {
    date: '2025-07-20',
    items: [
      {
        food_id: 'custom-1',
        quantity: 1,
        custom_macros: { name: 'Toast', calories: 1, protein: 1, carbs: 1, totalFat: 1 },
      },
    ],
  },
}

type Case = [string, z.ZodMiniType, Record<string, unknown>, (string | number)[]]

/** Every text field of every request the server reads, at its path in the body or query. */
const TEXT_FIELDS: Case[] = [
  ['login', LoginRequestSchema, valid.login, ['email']],
  ['login', LoginRequestSchema, valid.login, ['password']],
  ['register', RegisterRequestSchema, valid.register, ['first_name']],
  ['register', RegisterRequestSchema, valid.register, ['last_name']],
  ['register', RegisterRequestSchema, valid.register, ['email']],
  ['register', RegisterRequestSchema, valid.register, ['password']],
  ['forgot-password', ForgotPasswordRequestSchema, valid.forgot, ['email']],
  ['reset-password', ResetPasswordRequestSchema, valid.reset, ['token']],
  ['reset-password', ResetPasswordRequestSchema, valid.reset, ['new_password']],
  ['exchange-token', ExchangeTokenRequestSchema, valid.exchange, ['token']],
  ['foods', FoodsQuerySchema, valid.foods, ['date']],
  ['foods', FoodsQuerySchema, valid.foods, ['dining_hall']],
  ['foods', FoodsQuerySchema, valid.foods, ['meal_name']],
  ['available-options', AvailableOptionsQuerySchema, { date: '2025-07-20' }, ['date']],
  ['plate query', PlateQuerySchema, { date: '2025-07-20' }, ['date']],
  ['plate save', PlateSaveRequestSchema, valid.plate, ['date']],
  ['plate save', PlateSaveRequestSchema, valid.plate, ['items', 0, 'food_id']],
  ['plate save', PlateSaveRequestSchema, valid.plate, ['items', 0, 'custom_macros', 'name']],
]

function withNul(body: Record<string, unknown>, path: (string | number)[]): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>
  let parent: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  parent[last] = `${String(parent[last]).slice(0, 2)}${NUL}${String(parent[last]).slice(2)}`
  return copy
}

describe('every text field of a request refuses NUL', () => {
  it.each(TEXT_FIELDS)('%s %j', (_request, schema, body, path) => {
    expect(schema.safeParse(body).success).toBe(true)
    const result = schema.safeParse(withNul(body, path))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toEqual(expect.objectContaining({ path, message: NUL_CHARACTER_MESSAGE }))
  })

  it('IsoDateSchema says NUL first, not that the date is malformed', () => {
    expect(IsoDateSchema.safeParse(`2025-07-2${NUL}`).error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE)
  })
})
