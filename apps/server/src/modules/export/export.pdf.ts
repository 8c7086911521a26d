import { type ExportMealDay, type ExportWeightEntry, goalLineText, roundForDisplay, roundTo } from '@campusplate/shared'
import PDFDocument from 'pdfkit'
import { exportSummary, profileLines } from './export.labels'
import type { ExportData } from './export.service'

const MARGIN = 50
const BODY_FONT = 'Helvetica'
const BOLD_FONT = 'Helvetica-Bold'
const INK = '#1f2937'
const MUTED = '#6b7280'
const LINE = '#2563eb'

type Doc = PDFKit.PDFDocument

function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage()
  doc.moveDown(0.8).font(BOLD_FONT).fontSize(15).fillColor(INK).text(text, MARGIN)
  doc.moveDown(0.3).font(BODY_FONT).fontSize(10)
}

function keyValue(doc: Doc, label: string, value: string): void {
  doc.font(BOLD_FONT).text(`${label}: `, { continued: true }).font(BODY_FONT).text(value)
}

function profileSection(doc: Doc, data: ExportData): void {
  heading(doc, 'Profile')
  for (const [label, value] of profileLines(data)) keyValue(doc, label, value)
}

function macroGramsText(grams: { protein: number; carbs: number; fat: number }): string {
  return `protein ${grams.protein} g, carbs ${grams.carbs} g, fat ${grams.fat} g`
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value)
}

function summaryPage(doc: Doc, data: ExportData): void {
  const summary = exportSummary(data)
  heading(doc, 'Summary')
  keyValue(
    doc,
    'Period',
    summary.period
      ? `${summary.period.from} to ${summary.period.to}` +
          (data.meals
            ? ` (${summary.daysWithPlates} ${summary.daysWithPlates === 1 ? 'day' : 'days'} with a saved plate)`
            : '')
      : 'Nothing saved yet',
  )
  if (data.hideNumbers) {
    // docs/product.md#hide-numbers: no calories, targets or weights in the report.
    doc
      .moveDown(0.5)
      .text('Numbers are hidden by your preference, so averages, targets and the weight trend are left out.')
    return
  }
  if (data.meals) {
    heading(doc, 'Daily averages')
    doc.text(
      summary.averages
        ? `${summary.averages.calories} kcal, ${macroGramsText(summary.averages)} a day, over the days with a saved plate.`
        : 'No saved plates.',
    )
  }
  if (data.profile) {
    heading(doc, 'Targets')
    const energy = data.energy
    if (!energy || energy.energy_target === null) {
      doc.text('No daily target yet: the profile needs a birthday, height and weight.')
    } else {
      keyValue(doc, 'Daily energy target', `${energy.energy_target} kcal`)
      if (energy.macro_grams) keyValue(doc, 'Macros per day', macroGramsText(energy.macro_grams))
      if (energy.floor_applied) doc.text(`Raised to the safety floor of ${energy.floor_kcal} kcal.`)
    }
    keyValue(doc, 'Goal', goalLineText(data.profile, energy?.goal_direction ?? 'maintain'))
  }
  if (data.weight) {
    heading(doc, 'Weight trend')
    const trend = summary.weightTrend
    doc.text(
      trend
        ? `${trend.from.weight} lbs on ${trend.from.date} to ${trend.to.weight} lbs on ${trend.to.date} (${signed(trend.change)} lbs)`
        : 'No weight entries.',
    )
  }
}

function weightChart(doc: Doc, entries: readonly ExportWeightEntry[]): void {
  const width = doc.page.width - 2 * MARGIN
  const height = 160
  if (doc.y + height + 40 > doc.page.height - MARGIN) doc.addPage()
  const top = doc.y + 10
  const left = MARGIN + 40
  const plotWidth = width - 40
  const weights = entries.map((entry) => entry.weight)
  const low = Math.min(...weights)
  const high = Math.max(...weights)
  // docs/product.md#constants: the weight axis is padded by at least 5 lbs or 10% of the range.
  const padding = Math.max(5, (high - low) * 0.1)
  const min = low - padding
  const max = high + padding
  const x = (index: number) =>
    left + (entries.length === 1 ? plotWidth / 2 : (index / (entries.length - 1)) * plotWidth)
  const y = (weight: number) => top + height - ((weight - min) / (max - min)) * height

  doc.save().strokeColor(MUTED).lineWidth(0.5)
  doc
    .moveTo(left, top)
    .lineTo(left, top + height)
    .lineTo(left + plotWidth, top + height)
    .stroke()
  doc.restore()
  doc.fontSize(8).fillColor(MUTED)
  doc.text(`${roundTo(max, 1)}`, MARGIN, top - 4, { width: 36, align: 'right' })
  doc.text(`${roundTo(min, 1)}`, MARGIN, top + height - 4, { width: 36, align: 'right' })
  const first = entries[0]
  const last = entries[entries.length - 1]
  if (first && last) {
    doc.text(first.date, left, top + height + 4, { lineBreak: false })
    doc.text(last.date, left + plotWidth - 60, top + height + 4, { width: 60, align: 'right' })
  }
  doc.save().strokeColor(LINE).lineWidth(1.5)
  entries.forEach((entry, index) => {
    if (index === 0) doc.moveTo(x(index), y(entry.weight))
    else doc.lineTo(x(index), y(entry.weight))
  })
  if (entries.length > 1) doc.stroke()
  for (const [index, entry] of entries.entries()) doc.circle(x(index), y(entry.weight), 2).fill(LINE)
  doc.restore()
  doc.fillColor(INK).fontSize(10)
  doc.x = MARGIN
  doc.y = top + height + 20
}

function weightSection(doc: Doc, entries: readonly ExportWeightEntry[]): void {
  heading(doc, 'Weight')
  if (entries.length === 0) {
    doc.text('No weight entries.')
    return
  }
  weightChart(doc, entries)
  const latest = entries[entries.length - 1]
  if (latest) keyValue(doc, 'Latest', `${latest.weight} lbs on ${latest.date}`)
}

function macroText(values: { protein: number; carbs: number; fat: number }): string {
  return `protein ${roundForDisplay(values.protein)} g, carbs ${roundForDisplay(values.carbs)} g, fat ${roundForDisplay(values.fat)} g`
}

function mealsSection(doc: Doc, days: readonly ExportMealDay[], hideNumbers: boolean): void {
  heading(doc, 'Meals, latest first')
  if (days.length === 0) {
    doc.text('No saved plates.')
    return
  }
  for (const day of [...days].reverse()) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage()
    doc.moveDown(0.4).font(BOLD_FONT).fontSize(11).text(day.date).font(BODY_FONT).fontSize(10)
    for (const item of day.items) {
      const eaten = `${item.name}: ${roundTo(item.quantity, 1)} × ${item.portion_size}`
      const energy = hideNumbers ? '' : `, ${roundForDisplay(item.calories * item.quantity)} kcal`
      doc.text(`${eaten}${energy}`, MARGIN + 12)
    }
    const total = hideNumbers ? macroText(day) : `${roundForDisplay(day.calories)} kcal, ${macroText(day)}`
    doc
      .font(BOLD_FONT)
      .text('Total: ', MARGIN + 12, undefined, { continued: true })
      .font(BODY_FONT)
      .text(total)
    doc.x = MARGIN
  }
}

/** Standard PDF fonts need no embedding (docs/decisions/056); `compress: false` keeps streams readable for tests. */
export function renderPdf(data: ExportData, options: { appTitle: string; compress?: boolean }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${options.appTitle} data export`, Author: options.appTitle, CreationDate: data.exportedAt },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font(BOLD_FONT).fontSize(20).fillColor(INK).text(`${options.appTitle} data export`)
  doc.font(BODY_FONT).fontSize(10).fillColor(MUTED).text(`Exported on ${data.today} for ${data.email}`)
  doc.fillColor(INK)
  summaryPage(doc, data)
  if (data.profile || data.weight || data.meals) doc.addPage()
  if (data.profile) profileSection(doc, data)
  if (data.weight) weightSection(doc, data.weight)
  if (data.meals) mealsSection(doc, data.meals, data.hideNumbers)
  doc.end()
  return done
}
