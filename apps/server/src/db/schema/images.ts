import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** PostgreSQL `bytea`; node-postgres reads a Buffer and PGlite a Uint8Array, both returned as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * Uploaded profile photos, already decoded, resized and re-encoded (no metadata left). Kept in the
 * database rather than on one instance's disk so that every server instance serves every image
 * from `/static/images/<id>.<ext>`; deleting the user deletes them.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('images_user_idx').on(t.userId)],
)
