import { DAILY_REFERENCES, MACRO_ROWS, type MacroValues, roundForDisplay } from '@campusplate/shared'
import { PLATE_MESSAGES } from '../messages'

/** Which bars these are, beside the user's own targets (only the plate shows it). */
const DAILY_VALUES_NOTE =
  'The food-label reference, the same for everyone: 2,000 kcal, 50 g protein, 275 g carbs, 78 g fat.'

/** Bar colours of the native meter, in Blink/WebKit and in Gecko. */
const meterColors: Record<keyof MacroValues, string> = {
  calories: '[&::-webkit-meter-optimum-value]:bg-emerald-600 [&::-moz-meter-bar]:bg-emerald-600',
  protein: '[&::-webkit-meter-optimum-value]:bg-sky-600 [&::-moz-meter-bar]:bg-sky-600',
  carbs: '[&::-webkit-meter-optimum-value]:bg-amber-500 [&::-moz-meter-bar]:bg-amber-500',
  fat: '[&::-webkit-meter-optimum-value]:bg-rose-500 [&::-moz-meter-bar]:bg-rose-500',
}

const meterClasses =
  'block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-100 [&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-100 [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-none'

/**
 * A bar of 0–100 %. Above 100 % the bar stays full and an overflow marker (a notch past its end, a
 * pattern in it) sets it apart from exactly 100 %; the accessible name says 'over 100%' too. The
 * real percent is in the text beside it.
 */
export function PercentMeter({
  percent,
  colorKey,
  label,
}: {
  /** Rounded for display. */
  percent: number
  colorKey: keyof MacroValues
  label: string
}) {
  const isOver = percent > 100
  return (
    <div className="mt-1 flex items-center gap-1">
      <meter
        min={0}
        max={100}
        value={Math.min(100, Math.max(0, percent))}
        aria-label={isOver ? PLATE_MESSAGES.overMeterLabel(label) : label}
        data-over={isOver || undefined}
        className={`${meterClasses} ${meterColors[colorKey]} min-w-0 flex-1 data-over:[&::-moz-meter-bar]:bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)] data-over:[&::-webkit-meter-optimum-value]:bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)]`}
      >
        {percent}%
      </meter>
      {isOver ? (
        <span aria-hidden="true" data-overflow-marker className="h-3 w-1.5 shrink-0 rounded-sm bg-slate-800" />
      ) : null}
    </div>
  )
}

/** The percent as text, with 'over 100%' said visibly when it is. */
export function PercentText({ percent }: { percent: number }) {
  return (
    <>
      {percent}%
      {percent > 100 ? (
        <span className="ml-1 rounded bg-slate-800 px-1 text-[0.625rem] font-semibold text-white uppercase">
          {PLATE_MESSAGES.over}
        </span>
      ) : null}
    </>
  )
}

/** docs/product.md#plate-panel, #constants: the plate's percent of the daily reference values 2000 kcal, 50 g, 275 g, 78 g. */
export function DailyValueChart({ percents }: { percents: MacroValues }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{PLATE_MESSAGES.dailyValues}</h3>
      <p className="text-xs text-slate-600">{DAILY_VALUES_NOTE}</p>
      <ul className="mt-2 space-y-2">
        {MACRO_ROWS.map((row) => {
          const percent = roundForDisplay(percents[row.key])
          const reference = DAILY_REFERENCES[row.key]
          return (
            <li key={row.key}>
              <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
                <span>{row.label}</span>
                <span className="tabular-nums">
                  <PercentText percent={percent} />{' '}
                  <span className="text-slate-500">of {`${reference} ${row.unit}`}</span>
                </span>
              </div>
              {/* The bar stops at 100 %; the text carries the real percent. */}
              <PercentMeter
                percent={percent}
                colorKey={row.key}
                label={`${row.label} ${percent}% of ${reference} ${row.unit} daily value`}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
