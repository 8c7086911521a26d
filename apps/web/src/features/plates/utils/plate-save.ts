import { PLATE_MESSAGES, type PlateSaveRequest } from '@campusplate/shared'
import { loadedSchemas } from '@/lib/schema-loader'
import { customMacrosOf, isCustomEntry, type PlateEntry, saveItemFrom } from './plate-entries'

export type PlateSaveCheck = { ok: true; request: PlateSaveRequest } | { ok: false; message: string }

/**
 * The body of `POST /api/plate` for the plate of `date` (the whole plate, docs/product.md#calls), or the docs/product.md#plate-save
 * message when a custom food lacks valid macros, which blocks the save.
 */
export function buildPlateSaveRequest(date: string, entries: readonly PlateEntry[]): PlateSaveCheck {
  // The macros' rule is a schema (decision 046), here once the plate's data has loaded. Were the
  // schemas not here, the save waits for them like any change (api-client.ts), and the server
  // checks the macros by the same rule.
  const hasValidCustomMacros = loadedSchemas()?.hasValidCustomMacros ?? (() => true)
  const hasInvalidCustom = entries.some((entry) => isCustomEntry(entry) && !hasValidCustomMacros(customMacrosOf(entry)))
  if (hasInvalidCustom) return { ok: false, message: PLATE_MESSAGES.customNeedsMacros }
  return { ok: true, request: { date, items: entries.map(saveItemFrom) } }
}
