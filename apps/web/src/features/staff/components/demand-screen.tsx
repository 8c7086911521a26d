import { ALLERGEN_LABELS, CULTURAL_PREFERENCE_LABELS } from '@campusplate/shared'
import {
  DEMAND_MESSAGES,
  type DemandResponse,
  DIET_TYPE_LABELS,
  formatStudentCount,
  type StudentCount,
} from '@campusplate/shared/staff'
import { EmptyState } from '@/components/ui/empty-state'
import { useDemand } from '../api/get-demand'
import { useStaffRange } from '../hooks/use-staff-range'
import { RangeScreen } from './range-screen'
import { ScrollTable, tdClasses } from './scroll-table'

export const DEMAND_SCREEN_TEXT = {
  loading: 'Loading demand figures…',
  needsTitle: 'What active students need',
  activeStudents: 'Students who logged a meal in this range',
  allergens: 'Allergens',
  dietTypes: 'Diet types',
  culturalPreferences: 'Cultural preferences',
  students: 'Students',
  dishesTitle: 'Dishes by meal',
  dish: 'Dish',
  hall: 'Dining hall',
  meal: 'Meal',
  logged: 'Students who logged it',
  starred: 'Students who star it',
  listCut: (shown: number, total: number) => `The ${shown} most logged and starred of ${total} are listed.`,
} as const

function GroupTable({ title, rows }: { title: string; rows: readonly { label: string; students: StudentCount }[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{title}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{title}</th>
          <th scope="col">{DEMAND_SCREEN_TEXT.students}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1.5 pr-3 font-normal text-slate-800">
              {row.label}
            </th>
            <td className="py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
              {formatStudentCount(row.students)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Needs({ data }: { data: DemandResponse }) {
  return (
    <section aria-labelledby="demand-needs" className="space-y-3">
      <h2 id="demand-needs" className="text-lg font-semibold text-slate-900">
        {DEMAND_SCREEN_TEXT.needsTitle}
      </h2>
      <p className="text-sm text-slate-700">
        {DEMAND_SCREEN_TEXT.activeStudents}:{' '}
        <strong className="text-slate-900">{formatStudentCount(data.active_students)}</strong>
      </p>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <GroupTable
          title={DEMAND_SCREEN_TEXT.allergens}
          rows={data.allergens.map((g) => ({ label: ALLERGEN_LABELS[g.value], students: g.students }))}
        />
        <GroupTable
          title={DEMAND_SCREEN_TEXT.dietTypes}
          rows={data.diet_types.map((g) => ({ label: DIET_TYPE_LABELS[g.value], students: g.students }))}
        />
        <GroupTable
          title={DEMAND_SCREEN_TEXT.culturalPreferences}
          rows={data.cultural_preferences.map((g) => ({
            label: CULTURAL_PREFERENCE_LABELS[g.value],
            students: g.students,
          }))}
        />
      </div>
    </section>
  )
}

function Dishes({ data }: { data: DemandResponse }) {
  return (
    <div className="space-y-3">
      <h2 id="demand-dishes" className="text-lg font-semibold text-slate-900">
        {DEMAND_SCREEN_TEXT.dishesTitle}
      </h2>
      {data.dishes.length === 0 ? (
        <EmptyState title={DEMAND_MESSAGES.noDishes} />
      ) : (
        <ScrollTable
          label={DEMAND_SCREEN_TEXT.dishesTitle}
          headings={[
            DEMAND_SCREEN_TEXT.dish,
            DEMAND_SCREEN_TEXT.hall,
            DEMAND_SCREEN_TEXT.meal,
            DEMAND_SCREEN_TEXT.logged,
            DEMAND_SCREEN_TEXT.starred,
          ]}
        >
          {data.dishes.map((dish) => (
            <tr key={`${dish.dining_hall}-${dish.meal_name}-${dish.name}`}>
              <th scope="row" className={`${tdClasses} font-medium`}>
                {dish.name}
              </th>
              <td className={tdClasses}>{dish.dining_hall}</td>
              <td className={tdClasses}>{dish.meal_name}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>{formatStudentCount(dish.logged)}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>{formatStudentCount(dish.starred)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {data.dishes_total > data.dishes.length ? (
        <p className="text-sm text-slate-600">{DEMAND_SCREEN_TEXT.listCut(data.dishes.length, data.dishes_total)}</p>
      ) : null}
    </div>
  )
}

/** Anonymous demand: aggregates only, every group under 10 shown as "fewer than 10" by the server. */
export function DemandScreen() {
  const [params, setParams] = useStaffRange()
  return (
    <RangeScreen
      title={DEMAND_MESSAGES.title}
      intro={DEMAND_MESSAGES.intro}
      params={params}
      onParamsChange={setParams}
      query={useDemand(params)}
      loadingLabel={DEMAND_SCREEN_TEXT.loading}
      loadFailed={DEMAND_MESSAGES.loadFailed}
    >
      {(data) => (
        <div className="space-y-6">
          <Needs data={data} />
          <Dishes data={data} />
        </div>
      )}
    </RangeScreen>
  )
}
