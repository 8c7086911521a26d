import { type EnergyPoint, formatKcal } from '@campusplate/shared'
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export interface EnergyChartProps {
  /** Each with its axis label ('24 Nov', 'Mon', 'Aug'). */
  points: (EnergyPoint & { label: string })[]
  targetKcal: number
  isHidingNumbers: boolean
}

/** Hidden from screen readers, as EnergyTable beside it says the same. */
export function EnergyChart({ points, targetKcal, isHidingNumbers }: EnergyChartProps) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Labels are thinned by their measured width, so none overlaps at any chart width. */}
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={8} tick={{ fontSize: 11 }} />
          <YAxis width={isHidingNumbers ? 8 : 48} tick={isHidingNumbers ? false : { fontSize: 11 }} />
          {isHidingNumbers ? null : <Tooltip formatter={(value) => [formatKcal(Number(value)), 'Energy']} />}
          <Bar dataKey="calories" fill="#059669" isAnimationActive={false}>
            {/* A week or month only partly in the period is paler; the note and the table say why. */}
            {points.map((point) => (
              <Cell key={point.key} fill={point.isPartial ? '#6ee7b7' : '#059669'} />
            ))}
          </Bar>
          <ReferenceLine y={targetKcal} stroke="#b45309" strokeDasharray="6 3" ifOverflow="extendDomain" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
