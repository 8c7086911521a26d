import { shortDayLabel, type WeightLogEntry } from '@campusplate/shared'
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'

export interface WeightChartProps {
  entries: WeightLogEntry[]
  domain: [number, number]
  goalLbs: number | null
  isHidingNumbers: boolean
}

/** The weight line with the goal; hidden from screen readers, whose table says the same. */
export function WeightChart({ entries, domain, goalLbs, isHidingNumbers }: WeightChartProps) {
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={entries} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDayLabel}
            interval="preserveStartEnd"
            minTickGap={8}
            tick={{ fontSize: 11 }}
          />
          <YAxis domain={domain} width={isHidingNumbers ? 8 : 48} tick={isHidingNumbers ? false : { fontSize: 11 }} />
          <Line dataKey="weight" stroke="#2563eb" dot isAnimationActive={false} />
          {goalLbs === null ? null : (
            <ReferenceLine y={goalLbs} stroke="#059669" strokeDasharray="6 3" ifOverflow="extendDomain" />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
