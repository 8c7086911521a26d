import { PLATE_RULE_MESSAGES, type PlateSaveRequest } from '@campusplate/shared'
import { loadedSchemas } from '@/lib/schema-loader'
import { customMacrosOf, isCustomEntry, type PlateEntry, saveItemFrom } from './plate-entries'

export type PlateSaveCheck = { ok: true; request: PlateSaveRequest } | { ok: false; message: string }

/** The whole plate (docs/product.md#calls), or the docs/product.md#plate-save message that blocks it. */
export function buildPlateSaveRequest(date: string, entries: readonly PlateEntry[]): PlateSaveCheck {
  // Without the schemas yet, the save waits for them anyway (api-client.ts), and the server checks the same rule.
  const hasValidCustomMacros = loadedSchemas()?.hasValidCustomMacros ?? (() => true)
  const hasInvalidCustom = entries.some((entry) => isCustomEntry(entry) && !hasValidCustomMacros(customMacrosOf(entry)))
  if (hasInvalidCustom) return { ok: false, message: PLATE_RULE_MESSAGES.customNeedsMacros }
  return { ok: true, request: { date, items: entries.map(saveItemFrom) } }
}
