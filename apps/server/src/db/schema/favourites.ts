import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A dish a user starred. Menu item ids change with every served day (decision 014), so a favourite
 * keeps the dish's hall and name, and `dish_key` (the shared `dishKey` of the name) finds it on any
 * day (docs/decisions/038). Deleted with the user.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The hall's name as the menus give it. */
    diningHall: text('dining_hall').notNull(),
    /** The name as starred, for display. */
    name: text('name').notNull(),
    dishKey: text('dish_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('favourites_user_hall_dish_key').on(t.userId, t.diningHall, t.dishKey),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
)
