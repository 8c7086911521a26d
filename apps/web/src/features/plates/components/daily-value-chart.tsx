import { DAILY_REFERENCES, MACRO_ROWS, type MacroValues, roundForDisplay } from '@campusplate/shared'
import { PLATE_MESSAGES } from '../messages'

/** Bar colours of the native meter, in Blink/WebKit and in Gecko. */
export const meterColors: Record<keyof MacroValues, string> = {
  calories: '[&::-webkit-meter-optimum-value]:bg-emerald-600 [&::-moz-meter-bar]:bg-emerald-600',
  protein: '[&::-webkit-meter-optimum-value]:bg-sky-600 [&::-moz-meter-bar]:bg-sky-600',
  carbs: '[&::-webkit-meter-optimum-value]:bg-amber-500 [&::-moz-meter-bar]:bg-amber-500',
  fat: '[&::-webkit-meter-optimum-value]:bg-rose-500 [&::-moz-meter-bar]:bg-rose-500',
}

export const meterClasses =
  'mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-100 [&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-100 [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-none'

/** Spec §2/§9: the plate's percent of the daily reference values 2000 kcal, 50 g, 275 g, 78 g. */
export function DailyValueChart({ percents }: { percents: MacroValues }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{PLATE_MESSAGES.dailyValues}</h3>
      <ul className="mt-2 space-y-2">
        {MACRO_ROWS.map((row) => {
          const percent = roundForDisplay(percents[row.key])
          const reference = DAILY_REFERENCES[row.key]
          return (
            <li key={row.key}>
              <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
                <span>{row.label}</span>
                <span className="tabular-nums">
                  {percent}% <span className="text-slate-500">of {`${reference} ${row.unit}`}</span>
                </span>
              </div>
              {/* The bar stops at 100 %; the label carries the real percent. */}
              <meter
                min={0}
                max={100}
                value={Math.min(100, Math.max(0, percent))}
                aria-label={`${row.label} ${percent}% of ${reference} ${row.unit} daily value`}
                className={`${meterClasses} ${meterColors[row.key]}`}
              >
                {percent}%
              </meter>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
