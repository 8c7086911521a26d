/** Guards, not strict schemas: a new or missing vendor field never fails an import (docs/menu-providers.md#value-rules). */

/** The hall it was for is left as it was. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError'
}

export type JsonObject = Record<string, unknown>

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : []
}

export function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  return undefined
}

export function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (typeof entry === 'string') return [entry]
    if (isObject(entry) && typeof entry.name === 'string') return [entry.name]
    return []
  })
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
