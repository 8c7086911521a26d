import type { FoodItem } from '@campusplate/shared'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { availableOptionsQueryOptions, getAvailableOptions } from '@/features/menus/api/get-available-options'
import { HallCardsLoading } from '@/features/menus/components/hall-cards'
import { MenuBrowser, MenuLayout } from '@/features/menus/components/menu-browser'
import { SelectionPanel } from '@/features/menus/components/selection-panel'
import { useMenuDate } from '@/features/menus/hooks/use-menu-date'
import { useMenuPlace } from '@/features/menus/hooks/use-menu-place'
import { readMenuPlace } from '@/features/menus/utils/menu-place'
import { AddCustomMeal } from '@/features/plates/components/add-custom-meal'
import { PLATE_HEADING_ID, PlateAnnouncement, PlatePanel } from '@/features/plates/components/plate-panel'
import { isPlateBarShown, PlateSummaryBar } from '@/features/plates/components/plate-summary-bar'
import { useCustomMealDialog } from '@/features/plates/hooks/use-custom-meal-dialog'
import { usePlate } from '@/features/plates/hooks/use-plate'
import { useAppConfig } from '@/lib/app-config'
import { MenuItemActionContext } from '@/lib/menu-item-action'
import { identityKey, useAuth } from '@/lib/session/use-auth'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { useHydrated } from '@/lib/use-hydrated'
import type { StartupQueries } from '../startup-queries'
import { ConfigLoadFailed } from './config-load-failed'

// A chunk of their own: visitors and guests never download them (docs/decisions/038).
const DashboardExtras = lazy(() => import('./dashboard-extras').then((m) => ({ default: m.DashboardExtras })))
const loadStar = () => import('./dashboard-extras').then((m) => m.renderFavouriteStar)

/** docs/product.md#routes dashboard: no guard; the campus "today" and zone come from the app config. */
export function DashboardRoute() {
  const config = useAppConfig()
  const { state } = useAuth()
  // Hydration renders the prerendered frame whatever the cache holds (decision 066).
  const isHydrated = useHydrated()
  if (!isHydrated || config.isPending || state.status === 'loading') return <DashboardFrame />
  if (!config.data) {
    return <ConfigLoadFailed onRetry={() => config.refetch()} />
  }
  // A new person starts afresh: docs/product.md#session-states, signing out or entering as a guest clears the plate.
  return (
    <Dashboard
      key={identityKey(state)}
      today={config.data.campus_today}
      timeZone={config.data.campus_tz}
      isRegistered={state.status === 'authenticated'}
      userId={state.status === 'authenticated' ? (state.user.user_id ?? null) : null}
      isGuest={state.status === 'guest'}
    />
  )
}

export interface DashboardProps {
  today: string
  timeZone: string
  /** docs/product.md#roles: only a registered user's plate is loaded and saved. */
  isRegistered: boolean
  isGuest?: boolean
  /** The signed-in user's id: their custom meals are kept on the device under it. */
  userId?: string | null
}

/**
 * The menu and tracker screen, menu first (docs/decisions/055): Date, Hall and Meal, then the
 * compact "Log again" and "Fits my day" rows, then the hall cards or the menu. On large screens the
 * plate is a sticky side panel beside the controls; on small ones it is closed into a bar at the
 * bottom of the screen and opens, when asked, between the controls and the menu.
 */
export function Dashboard({ today, timeZone, isRegistered, isGuest = false, userId = null }: DashboardProps) {
  const hideNumbers = useHideNumbers()
  const place = useMenuPlace(today)
  const menuDate = useMenuDate(today, { date: place.date, onChange: place.setDate })
  const plate = usePlate(menuDate.date, { isRegistered, isDateConfirmed: menuDate.isInputValid })
  const renderStar = useLazyItemAction(isRegistered)
  // A dish without nutrition data opens Add Custom Meal with its name.
  const customMealDialog = useCustomMealDialog()
  const [isPlateOpen, setPlateOpen] = useState(false)
  const barRef = useRef<HTMLButtonElement>(null)
  const openPlate = () => {
    setPlateOpen(true)
    requestAnimationFrame(() => {
      const heading = document.getElementById(PLATE_HEADING_ID)
      heading?.scrollIntoView({ block: 'start' })
      heading?.focus({ preventScroll: true })
    })
  }
  const hidePlate = () => {
    setPlateOpen(false)
    // The bar stays while the plate has something to show; else the page's heading takes focus.
    requestAnimationFrame(() => (barRef.current ?? document.querySelector<HTMLElement>('main h1'))?.focus())
  }

  return (
    <div>
      <DashboardHeading />
      <PlateAnnouncement plate={plate} />
      <MenuItemActionContext value={renderStar}>
        <MenuBrowser
          menuDate={menuDate}
          place={{ choice: place.choice, onChange: place.setChoice }}
          today={today}
          timeZone={timeZone}
          onAddFood={plate.addFood}
          onTryCustomMeal={customMealDialog.open}
          menuActions={<AddCustomMeal onAdd={plate.addCustomMeal} userId={userId} dialog={customMealDialog} />}
          aside={<PlatePanel plate={plate} isGuest={isGuest} onHide={hidePlate} />}
          isAsideOpen={isPlateOpen}
          beforeMenu={
            isRegistered ? (
              <Suspense fallback={null}>
                <DashboardExtras plate={plate} today={today} timeZone={timeZone} />
              </Suspense>
            ) : null
          }
        />
      </MenuItemActionContext>
      {isPlateBarShown(plate, isPlateOpen) ? (
        <PlateSummaryBar plate={plate} hideNumbers={hideNumbers} onOpen={openPlate} buttonRef={barRef} />
      ) : null}
    </div>
  )
}

/**
 * The screen's boxes before the campus's "today" and the person are known, as prerendered: the
 * heading (for a screen reader, and the focus after a route change), the controls disabled, and
 * the halls' place saying they load.
 */
function DashboardFrame() {
  return (
    <div>
      <DashboardHeading />
      <MenuLayout controls={<SelectionPanel />}>
        <HallCardsLoading />
      </MenuLayout>
    </div>
  )
}

function DashboardHeading() {
  return <h1 className="sr-only">Menu and tracker</h1>
}

/** The favourites star renderer, loaded with the extras chunk for a signed-in user; null until then. */
function useLazyItemAction(isRegistered: boolean): ((food: FoodItem) => ReactNode) | null {
  const [render, setRender] = useState<((food: FoodItem) => ReactNode) | null>(null)
  useEffect(() => {
    if (!isRegistered) return
    let isCurrent = true
    loadStar().then(
      (loaded) => {
        if (isCurrent) setRender(() => loaded)
      },
      // A chunk that fails to load leaves the menu without stars; the menu itself still works.
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [isRegistered])
  return isRegistered ? render : null
}

/** The halls of the day the URL names (decision 052), asked for before the prerendered frame hydrates (decision 069). */
export function askEarly(startup: StartupQueries): void {
  startup.config.then(
    ({ campus_today: today }) => {
      const { date } = readMenuPlace(new URLSearchParams(window.location.search), today)
      if (date !== null) startup.ask(availableOptionsQueryOptions(date), () => getAvailableOptions(date))
    },
    () => {},
  )
}

export { DashboardRoute as Component }
