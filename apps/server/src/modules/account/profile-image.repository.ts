import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { images, profiles } from '../../db/schema/index'

const IMAGE_PATH = /^\/static\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/

export function imageUrlOf(image: { id: string }, extension: string): string {
  return `/static/images/${image.id}.${extension}`
}

/** A path, or an absolute URL on this server; else undefined. */
export function imageIdOf(imageUrl: string, publicUrl: string): string | undefined {
  let path = imageUrl
  if (!imageUrl.startsWith('/')) {
    try {
      const url = new URL(imageUrl)
      if (url.origin !== new URL(publicUrl).origin) return undefined
      path = url.pathname
    } catch {
      return undefined
    }
  }
  return IMAGE_PATH.exec(path)?.[1]
}

export function parseImageFileName(fileName: string): { id: string; extension: string } | undefined {
  const match = IMAGE_PATH.exec(`/static/images/${fileName}`)
  return match?.[1] && match[2] ? { id: match[1], extension: match[2] } : undefined
}

/** Drops the user's earlier uploads the profile does not show (previewed but never saved). */
export async function insertImage(
  db: Db,
  userId: string,
  image: { contentType: string; data: Buffer },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ image: profiles.image }).from(profiles).where(eq(profiles.userId, userId))
    const shownId = profile?.image ? IMAGE_PATH.exec(profile.image)?.[1] : undefined
    await tx.delete(images).where(and(eq(images.userId, userId), shownId ? ne(images.id, shownId) : undefined))
    const [row] = await tx
      .insert(images)
      .values({ userId, contentType: image.contentType, byteSize: image.data.length, data: image.data, createdAt: now })
      .returning({ id: images.id })
    if (!row) throw new Error('image insert returned no row')
    return row.id
  })
}

export type ImageDeletion = 'deleted' | 'not_found' | 'not_owner'

/** Another user's image is left alone. */
export async function deleteOwnImage(db: Db, userId: string, imageId: string): Promise<ImageDeletion> {
  return db.transaction(async (tx) => {
    const [image] = await tx.select({ userId: images.userId }).from(images).where(eq(images.id, imageId))
    if (!image) return 'not_found'
    if (image.userId !== userId) return 'not_owner'
    await tx.delete(images).where(and(eq(images.id, imageId), eq(images.userId, userId)))
    const [profile] = await tx.select({ image: profiles.image }).from(profiles).where(eq(profiles.userId, userId))
    if (profile?.image && IMAGE_PATH.exec(profile.image)?.[1] === imageId) {
      await tx.update(profiles).set({ image: null, updatedAt: sql`now()` }).where(eq(profiles.userId, userId))
    }
    return 'deleted'
  })
}

export async function findImage(db: Db, imageId: string) {
  const [image] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.id, imageId))
  return image
}
