import {
  COVERAGE_FIELD_LABELS,
  COVERAGE_FIELDS,
  COVERAGE_MESSAGES,
  type CoverageCounts,
  type CoverageResponse,
  coveragePercent,
  formatStudentCount,
} from '@campusplate/shared/staff'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { coverageCsvUrl, useCoverage } from '../api/get-coverage'
import { type StaffRangeParams, useStaffRange } from '../hooks/use-staff-range'
import { RangeScreen } from './range-screen'
import { ScrollTable, tdClasses } from './scroll-table'

export const COVERAGE_SCREEN_TEXT = {
  sharesTitle: 'Share of served items with each kind of data',
  hall: 'Dining hall',
  items: 'Items served',
  allHalls: 'All halls',
  flagsTitle: 'Sanity flags to work through',
  gapsTitle: 'Dishes lacking data, most used first',
  dish: 'Dish',
  missing: 'Missing',
  served: 'Times served',
  lastServed: 'Last served',
  logged: 'Students who logged it',
  starred: 'Students who starred it',
  loading: 'Loading data coverage…',
  listCut: (shown: number, total: number) => `The first ${shown} of ${total} are listed; the CSV has them all.`,
} as const

function ShareCell({ counts, field }: { counts: CoverageCounts; field: (typeof COVERAGE_FIELDS)[number] }) {
  const percent = coveragePercent(counts[field], counts.items)
  return (
    <td className={`${tdClasses} whitespace-nowrap tabular-nums`}>
      {percent === null ? '—' : `${percent}%`}{' '}
      <span className="text-slate-500">
        ({counts[field]} of {counts.items})
      </span>
    </td>
  )
}

function SharesTable({ data }: { data: CoverageResponse }) {
  const rows =
    data.halls.length > 1
      ? [...data.halls, { dining_hall: COVERAGE_SCREEN_TEXT.allHalls, counts: data.total }]
      : data.halls
  return (
    <ScrollTable
      label={COVERAGE_SCREEN_TEXT.sharesTitle}
      headings={[
        COVERAGE_SCREEN_TEXT.hall,
        COVERAGE_SCREEN_TEXT.items,
        ...COVERAGE_FIELDS.map((field) => COVERAGE_FIELD_LABELS[field]),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.dining_hall}>
          <th scope="row" className={`${tdClasses} font-medium whitespace-nowrap`}>
            {row.dining_hall}
          </th>
          <td className={`${tdClasses} tabular-nums`}>{row.counts.items}</td>
          {COVERAGE_FIELDS.map((field) => (
            <ShareCell key={field} counts={row.counts} field={field} />
          ))}
        </tr>
      ))}
    </ScrollTable>
  )
}

function Flags({ data }: { data: CoverageResponse }) {
  return (
    <section aria-labelledby="coverage-flags" className="space-y-3">
      <h2 id="coverage-flags" className="text-lg font-semibold text-slate-900">
        {COVERAGE_SCREEN_TEXT.flagsTitle} ({data.flags_total})
      </h2>
      {data.flags.length === 0 ? (
        <EmptyState title={COVERAGE_MESSAGES.noFlags} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {data.flags.map((flag) => (
            <li
              key={`${flag.date}|${flag.dining_hall}|${flag.meal_name}|${flag.station}|${flag.name}|${flag.code}`}
              className="px-3 py-2 text-sm"
            >
              <p className="font-medium text-slate-900">{flag.name}</p>
              <p className="text-slate-600">
                {flag.date} · {flag.dining_hall} · {flag.meal_name} · {flag.station}
              </p>
              <p className="text-slate-800">{flag.note}</p>
            </li>
          ))}
        </ul>
      )}
      {data.flags_total > data.flags.length ? (
        <p className="text-sm text-slate-600">{COVERAGE_SCREEN_TEXT.listCut(data.flags.length, data.flags_total)}</p>
      ) : null}
    </section>
  )
}

function Gaps({ data }: { data: CoverageResponse }) {
  return (
    <div className="space-y-3">
      <h2 id="coverage-gaps" className="text-lg font-semibold text-slate-900">
        {COVERAGE_SCREEN_TEXT.gapsTitle} ({data.gaps_total})
      </h2>
      {data.gaps.length === 0 ? (
        <EmptyState title={COVERAGE_MESSAGES.noGaps} />
      ) : (
        <ScrollTable
          label={COVERAGE_SCREEN_TEXT.gapsTitle}
          headings={[
            COVERAGE_SCREEN_TEXT.dish,
            COVERAGE_SCREEN_TEXT.hall,
            COVERAGE_SCREEN_TEXT.missing,
            COVERAGE_SCREEN_TEXT.logged,
            COVERAGE_SCREEN_TEXT.starred,
            COVERAGE_SCREEN_TEXT.served,
            COVERAGE_SCREEN_TEXT.lastServed,
          ]}
        >
          {data.gaps.map((gap) => (
            <tr key={`${gap.dining_hall}-${gap.name}`}>
              <th scope="row" className={`${tdClasses} font-medium`}>
                {gap.name}
              </th>
              <td className={tdClasses}>{gap.dining_hall}</td>
              <td className={tdClasses}>{gap.missing.map((field) => COVERAGE_FIELD_LABELS[field]).join(', ')}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>{formatStudentCount(gap.logged)}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>{formatStudentCount(gap.starred)}</td>
              <td className={`${tdClasses} tabular-nums`}>{gap.times_served}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>{gap.last_served}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {data.gaps_total > data.gaps.length ? (
        <p className="text-sm text-slate-600">{COVERAGE_SCREEN_TEXT.listCut(data.gaps.length, data.gaps_total)}</p>
      ) : null}
    </div>
  )
}

function CoverageBody({ data, params }: { data: CoverageResponse; params: StaffRangeParams }) {
  const csvParams = { from: data.from, to: data.to, dining_hall: params.dining_hall }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{COVERAGE_SCREEN_TEXT.sharesTitle}</h2>
        <a href={coverageCsvUrl(csvParams)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {COVERAGE_MESSAGES.download}
        </a>
      </div>
      {data.total.items === 0 ? <EmptyState title={COVERAGE_MESSAGES.noItems} /> : <SharesTable data={data} />}
      <Flags data={data} />
      <Gaps data={data} />
    </div>
  )
}

/** Data coverage: how complete each hall's nutrition data is over a range, and what to fix first. */
export function CoverageScreen() {
  const [params, setParams] = useStaffRange()
  return (
    <RangeScreen
      title={COVERAGE_MESSAGES.title}
      params={params}
      onParamsChange={setParams}
      query={useCoverage(params)}
      loadingLabel={COVERAGE_SCREEN_TEXT.loading}
      loadFailed={COVERAGE_MESSAGES.loadFailed}
    >
      {(data) => <CoverageBody data={data} params={params} />}
    </RangeScreen>
  )
}
