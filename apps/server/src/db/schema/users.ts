import {
  ACTIVITY_LEVELS,
  ALLERGENS,
  CULTURAL_PREFERENCES,
  DIET_TYPES,
  MEAL_PREFERENCES,
  SENSITIVITIES,
  SEXES,
  STAFF_ROLE_SOURCES,
  USER_ROLES,
  WEIGHT_GOAL_RATES,
  WEIGHT_GOAL_TYPES,
} from '@campusplate/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** E-mails are stored lower-cased, so one address is one account; every user table cascades from here. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Unproven addresses lose their password when Google signs in with them (pre-hijacking, docs/decisions/008).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id PHC string; null for an account that signs in with Google only. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** 'staff' for the dining team (docs/decisions/057); never sent to other students. */
    role: text('role', { enum: USER_ROLES }).notNull().default('student'),
    /** Who granted the staff role, so a sign-in may withdraw only what the identity provider granted. */
    staffSource: text('staff_source', { enum: STAFF_ROLE_SOURCES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject).where(sql`${t.googleSubject} is not null`),
  ],
)

/** docs/product.md#profile; the shared input schemas turn aliases into the canonical enumerations stored here. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  image: text('image'),
  sex: text('sex', { enum: SEXES }),
  birthday: date('birthday', { mode: 'string' }),
  heightInches: smallint('height_inches'),
  weightLbs: numeric('weight_lbs', { precision: 4, scale: 1, mode: 'number' }),
  weightGoalLbs: numeric('weight_goal_lbs', { precision: 4, scale: 1, mode: 'number' }),
  bodyFatPercent: numeric('body_fat_percent', { precision: 3, scale: 1, mode: 'number' }),
  activityLevel: text('activity_level', { enum: ACTIVITY_LEVELS }),
  proteinRatio: doublePrecision('protein_ratio'),
  carbRatio: doublePrecision('carb_ratio'),
  fatRatio: doublePrecision('fat_ratio'),
  dietType: text('diet_type', { enum: DIET_TYPES }),
  mealPreference: text('meal_preference', { enum: MEAL_PREFERENCES }).array().notNull().default(sql`'{}'::text[]`),
  culturalPreference: text('cultural_preference', { enum: CULTURAL_PREFERENCES }),
  allergens: text('allergens', { enum: ALLERGENS }).array().notNull().default(sql`'{}'::text[]`),
  foodSensitivities: text('food_sensitivities', { enum: SENSITIVITIES }).array().notNull().default(sql`'{}'::text[]`),
  allergyNotes: text('allergy_notes'),
  weightGoalType: text('weight_goal_type', { enum: WEIGHT_GOAL_TYPES }),
  weightGoalRate: text('weight_goal_rate', { enum: WEIGHT_GOAL_RATES }),
  weightGoalCustomRate: numeric('weight_goal_custom_rate', { precision: 3, scale: 1, mode: 'number' }),
  hideNumbers: boolean('hide_numbers').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Keeps the goal weight of the day, so a chart shows the goal as it was. */
export const weightLogs = pgTable(
  'weight_logs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightLbs: numeric('weight_lbs', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    goalWeightLbs: numeric('goal_weight_lbs', { precision: 4, scale: 1, mode: 'number' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('weight_logs_user_date_key').on(t.userId, t.date)],
)

/** docs/product.md#security: only the hash of the cookie's token is kept; `provenAt` gates sensitive changes (docs/decisions/054). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
)

export const AUTH_TOKEN_PURPOSES = [
  'password_reset',
  'sign_in_exchange',
  'trusted_device',
  'identity_link',
  'email_revert',
] as const
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number]

/** Stored hashed (docs/product.md#security); device tokens are never used up (docs/decisions/024). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    restoreEmail: text('restore_email'),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    index('auth_tokens_expires_idx').on(t.expiresAt),
  ],
)
