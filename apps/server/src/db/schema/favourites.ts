import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Item ids change with every served day (docs/decisions/014), so `dish_key` finds the dish on any day (docs/decisions/038). */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    diningHall: text('dining_hall').notNull(),
    /** As starred, for display. */
    name: text('name').notNull(),
    dishKey: text('dish_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('favourites_user_hall_dish_key').on(t.userId, t.diningHall, t.dishKey),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
)
