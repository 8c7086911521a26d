import { createHash } from 'node:crypto'

/** Re-importing the same source data gives the same id (docs/product.md#data-rules); 120 bits make collisions impractical. */
export function stableId(prefix: string, ...parts: readonly (string | number)[]): string {
  const digest = createHash('sha256').update(parts.join('\u001f')).digest('base64url')
  return `${prefix}_${digest.slice(0, 20)}`
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)
}
