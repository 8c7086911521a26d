import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Found by (provider, subject), never by e-mail alone; no `linkedAt` means it waits for the account's password (docs/decisions/057). */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `saml` or the OpenID provider's configured id. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The name the identity last gave: the profile name follows it until the user changes it. */
    name: text('name'),
    /** Whether the last sign-in carried the staff group; null when the provider grants no role. */
    staffGroup: boolean('staff_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    unique('identities_provider_subject_key').on(t.provider, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
)
