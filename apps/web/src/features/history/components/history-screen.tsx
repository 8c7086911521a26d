import {
  averageVersusTargetInsight,
  axisLabel,
  currentStreak,
  dailyTotals,
  energySeries,
  type FoodMacroRecord,
  formatKcal,
  formatNumber,
  type HistoryView,
  macroSplitInsight,
  type PlateSummary,
  periodLabel,
  pointLabel,
  proteinPerKgInsight,
  roundForDisplay,
  roundTo,
  trackingInsight,
  weekdayWeekendInsight,
  weightAxisDomain,
} from '@campusplate/shared'
import { lazy, Suspense, useId, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Link } from '@/components/ui/link'
import { errorMessageFor } from '@/lib/api-client'
import { type HistoryRange, useFoodMacros, usePlateSummary, useWeightLog } from '../api/history-queries'
import { HISTORY_TEXT } from '../messages'
import { FIRST_PERIOD, HISTORY_PERIODS, type HistoryPeriod, periodRange } from '../utils/periods'
import { HistorySection } from './history-section'
import { MicronutrientsSection } from './micronutrients-section'

// The chart library is the biggest part of the screen: the heading, figures and tables show first,
// and each chart takes its place (same height, so nothing moves) once the library has loaded.
const EnergyChart = lazy(() => import('./energy-chart').then((module) => ({ default: module.EnergyChart })))
const WeightChart = lazy(() => import('./weight-chart').then((module) => ({ default: module.WeightChart })))

export interface HistoryProfile {
  weightLbs: number | null
  goalLbs: number | null
  ratios: { protein: number; carbs: number; fat: number }
  /** kcal per day the chart's line and the insights compare with (docs/product.md#constants: 2400 when unknown). */
  targetKcal: number
  /** True when the profile cannot give a target, so `targetKcal` is the default. */
  isDefaultTarget?: boolean
}

export interface HistoryScreenProps {
  today: string
  menuHref: string
  profile: HistoryProfile
  isHidingNumbers: boolean
}

const VIEWS: { id: HistoryView; label: string }[] = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'monthly', label: 'Monthly' },
]

/** docs/product.md#history-screen Nutrition History: period, summary cards, Energy Consumed, Nutrition Insights, Weight Progress. */
export function HistoryScreen({ today, menuHref, profile, isHidingNumbers }: HistoryScreenProps) {
  const [period, setPeriod] = useState<HistoryPeriod>(FIRST_PERIOD)
  const range = periodRange(period, today)
  const summary = usePlateSummary(range)
  const isEmpty = summary.data?.days_tracked === 0

  return (
    <div className="mx-auto max-w-4xl space-y-4 py-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Nutrition History</h1>
          <p className="text-sm text-slate-600">{periodLabel(range.start, range.end)}</p>
        </div>
        <label className="flex flex-col text-sm font-medium text-slate-700">
          Period
          <select
            className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            value={period}
            onChange={(event) => setPeriod(event.target.value as HistoryPeriod)}
          >
            {HISTORY_PERIODS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <HistorySection
        title="Summary"
        pendingClassName="max-sm:min-h-60"
        headingId="history-summary"
        isPending={summary.isPending}
        error={summary.isError ? errorMessageFor(summary.error, { fallback: HISTORY_TEXT.summaryFailed }) : null}
      >
        {summary.data ? <SummaryCards summary={summary.data} isHidingNumbers={isHidingNumbers} /> : null}
      </HistorySection>

      {isEmpty ? (
        <EmptyState title={HISTORY_TEXT.emptyTitle}>
          <p>{HISTORY_TEXT.emptyBody}</p>
          <Link to={menuHref} className={`${buttonClasses()} mt-3`}>
            {HISTORY_TEXT.goToMenu}
          </Link>
        </EmptyState>
      ) : null}

      <EnergySection
        range={range}
        targetKcal={profile.targetKcal}
        isDefaultTarget={profile.isDefaultTarget === true}
        isHidingNumbers={isHidingNumbers}
      />
      <InsightsSection
        range={range}
        summary={summary.data}
        summaryError={summary.isError}
        profile={profile}
        isHidingNumbers={isHidingNumbers}
      />
      <MicronutrientsSection range={range} isHidingNumbers={isHidingNumbers} />
      <WeightSection range={range} goalLbs={profile.goalLbs} isHidingNumbers={isHidingNumbers} />
    </div>
  )
}

function SummaryCards({ summary, isHidingNumbers }: { summary: PlateSummary; isHidingNumbers: boolean }) {
  const shown = (value: number, unit: string) =>
    isHidingNumbers ? HISTORY_TEXT.hidden : `${formatNumber(roundForDisplay(value))} ${unit}`
  const cards = [
    { label: 'Average calories', value: shown(summary.average_calories, 'kcal') },
    { label: 'Average protein', value: shown(summary.average_protein, 'g') },
    { label: 'Average carbs', value: shown(summary.average_carbs, 'g') },
    { label: 'Average fat', value: shown(summary.average_fat, 'g') },
    { label: 'Days tracked', value: `${summary.days_tracked} of ${summary.total_days}` },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {cards.map((card) => (
        <div key={card.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{card.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function EnergySection({
  range,
  targetKcal,
  isDefaultTarget,
  isHidingNumbers,
}: {
  range: HistoryRange
  targetKcal: number
  isDefaultTarget: boolean
  isHidingNumbers: boolean
}) {
  const [view, setView] = useState<HistoryView>('daily')
  const macros = useFoodMacros(range)
  const viewName = useId()
  const series = macros.data ? energySeries(dailyTotals(macros.data, range.start, range.end), view) : []
  const points = series.map((point) => ({ ...point, label: axisLabel(point, view, series.length) }))
  const kcal = (value: number) => (isHidingNumbers ? '' : formatKcal(value))
  const unit = view === 'weekly' ? 'week' : view === 'monthly' ? 'month' : null
  return (
    <HistorySection
      title="Energy Consumed"
      pendingClassName="max-sm:min-h-96"
      headingId="history-energy"
      isPending={macros.isPending}
      error={macros.isError ? errorMessageFor(macros.error, { fallback: HISTORY_TEXT.chartFailed }) : null}
      intro={
        isHidingNumbers && !isDefaultTarget && !unit ? null : (
          <>
            {isHidingNumbers ? null : <p>Target: {kcal(targetKcal)} a day (dashed line)</p>}
            {isDefaultTarget ? <p>{HISTORY_TEXT.defaultTarget}</p> : null}
            {unit ? <p>{HISTORY_TEXT.averagesOf(unit)}</p> : null}
          </>
        )
      }
      actions={
        <fieldset className="flex gap-1">
          <legend className="sr-only">View</legend>
          {VIEWS.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600"
            >
              <input
                type="radio"
                name={viewName}
                value={option.id}
                checked={view === option.id}
                onChange={() => setView(option.id)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      }
    >
      {unit && points.some((point) => point.isPartial) ? (
        <p className="mb-2 text-sm text-slate-600">{HISTORY_TEXT.partialNote(unit)}</p>
      ) : null}
      <Suspense fallback={<div aria-hidden="true" className="h-64 w-full" />}>
        <EnergyChart points={points} targetKcal={targetKcal} isHidingNumbers={isHidingNumbers} />
      </Suspense>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-slate-700">Show the data as a table</summary>
        <table className="w-full text-left">
          <caption className="sr-only">Energy consumed, {view}</caption>
          <thead>
            <tr>
              <th scope="col">{view === 'daily' ? 'Day' : view === 'weekly' ? 'Week' : 'Month'}</th>
              <th scope="col">{view === 'daily' ? 'Energy' : 'Average energy per tracked day'}</th>
              <th scope="col">Days tracked</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row" className="font-normal">
                  {pointLabel(point, view)}
                  {point.isPartial ? ` (${HISTORY_TEXT.partial(point.daysInRange)})` : null}
                </th>
                <td>{isHidingNumbers ? (point.daysTracked > 0 ? 'Tracked' : 'Not tracked') : kcal(point.calories)}</td>
                <td>{point.daysTracked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </HistorySection>
  )
}

function insightsOf(
  records: FoodMacroRecord[],
  summary: PlateSummary,
  range: HistoryRange,
  profile: HistoryProfile,
  isHidingNumbers: boolean,
): string[] {
  const days = dailyTotals(records, range.start, range.end)
  const averages = {
    calories: summary.average_calories,
    protein: summary.average_protein,
    carbs: summary.average_carbs,
    fat: summary.average_fat,
  }
  return [
    averageVersusTargetInsight(summary.average_calories, profile.targetKcal, isHidingNumbers),
    proteinPerKgInsight(summary.average_protein, profile.weightLbs, isHidingNumbers),
    trackingInsight(summary.days_tracked, summary.total_days, currentStreak(days, range.end)),
    weekdayWeekendInsight(days, isHidingNumbers),
    macroSplitInsight(averages, profile.ratios, isHidingNumbers),
  ].filter((text): text is string => text !== null)
}

function InsightsSection({
  range,
  summary,
  summaryError,
  profile,
  isHidingNumbers,
}: {
  range: HistoryRange
  summary: PlateSummary | undefined
  summaryError: boolean
  profile: HistoryProfile
  isHidingNumbers: boolean
}) {
  const macros = useFoodMacros(range)
  const failed = summaryError || macros.isError
  return (
    <HistorySection
      title="Nutrition Insights"
      headingId="history-insights"
      isPending={!failed && (macros.isPending || summary === undefined)}
      error={failed ? errorMessageFor(macros.error, { fallback: HISTORY_TEXT.summaryFailed }) : null}
    >
      {summary && macros.data ? (
        summary.days_tracked === 0 ? (
          <p className="text-sm text-slate-600">{HISTORY_TEXT.emptyTitle}.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {insightsOf(macros.data, summary, range, profile, isHidingNumbers).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )
      ) : null}
    </HistorySection>
  )
}

function WeightSection({
  range,
  goalLbs,
  isHidingNumbers,
}: {
  range: HistoryRange
  goalLbs: number | null
  isHidingNumbers: boolean
}) {
  const weights = useWeightLog(range)
  const entries = weights.data ?? []
  const goal = entries.findLast((entry) => typeof entry.goal_weight === 'number')?.goal_weight ?? goalLbs
  const domain = weightAxisDomain([...entries.map((entry) => entry.weight), ...(goal === null ? [] : [goal])])
  const lbs = (value: number) => (isHidingNumbers ? HISTORY_TEXT.hidden : `${roundTo(value, 1)} lbs`)
  return (
    <HistorySection
      title="Weight Progress"
      headingId="history-weight"
      isPending={weights.isPending}
      error={weights.isError ? errorMessageFor(weights.error, { fallback: HISTORY_TEXT.weightFailed }) : null}
    >
      {entries.length === 0 || domain === null ? (
        <p className="text-sm text-slate-600">{HISTORY_TEXT.noWeights}</p>
      ) : (
        <>
          {goal === null || isHidingNumbers ? null : (
            <p className="mb-2 text-sm text-slate-600">Goal: {lbs(goal)} (dashed line)</p>
          )}
          <Suspense fallback={<div aria-hidden="true" className="h-56 w-full" />}>
            <WeightChart entries={entries} domain={domain} goalLbs={goal} isHidingNumbers={isHidingNumbers} />
          </Suspense>
          <details className="mt-2 text-sm">
            <summary className="min-h-11 cursor-pointer py-2 text-slate-700">Show the weights as a table</summary>
            <table className="w-full text-left">
              <caption className="sr-only">Weights logged</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Weight</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row" className="font-normal">
                      {entry.date}
                    </th>
                    <td>{lbs(entry.weight)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </HistorySection>
  )
}
