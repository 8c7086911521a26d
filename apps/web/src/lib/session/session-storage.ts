import { z } from 'zod/mini'
import { createStorageItem } from '@/lib/storage'

/** Spec §3: a guest user is a local object with guest=true and name 'Guest User'; never sent to the server. */
export const GuestUserSchema = z.object({ guest: z.literal(true), name: z.string() })
export type GuestUser = z.infer<typeof GuestUserSchema>

export const guestUserStorage = createStorageItem('guestUser', GuestUserSchema)

/** Spec §4: whether a session had been authenticated, so an expiry can say ?expired=1. */
export const wasAuthenticatedStorage = createStorageItem('wasAuthenticated', z.boolean())
