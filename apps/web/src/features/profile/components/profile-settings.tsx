import type { Profile } from '@campusplate/shared'
import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useSettingsProfile } from '../api/profile-settings'
import { ActivityCard } from './activity-card'
import { DietaryCard } from './dietary-card'
import { GoalRateCard } from './goal-rate-card'
import { MacroCard } from './macro-card'
import { ProfileCard } from './profile-card'

export const PROFILE_LOAD_ERROR = 'Could not load profile.'
export const GOAL_LOAD_ERROR = 'Could not load weight goal info.'

export function hidesNumbers(profile: Profile | null | undefined): boolean {
  return profile?.hide_numbers === true
}

/** docs/product.md#profile-screen: each card loads afresh when the screen opens. */
export function ProfileSettings({ today }: { today: string }) {
  const query = useSettingsProfile()
  // The weight goal card remounts from the new profile after profile or activity saves (docs/product.md#profile-cards).
  const [goalVersion, setGoalVersion] = useState(0)
  const refreshGoal = () => setGoalVersion((version) => version + 1)
  const isLoading = query.isPending || (query.isFetching && !query.isFetchedAfterMount)
  const profile = query.isError ? null : (query.data?.profile ?? null)
  const hideNumbers = hidesNumbers(profile)

  return (
    <section className="mx-auto max-w-3xl space-y-6 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Profile Settings</h1>
      {isLoading ? (
        <Spinner label="Loading profile…" />
      ) : (
        <>
          {profile ? (
            <ProfileCard profile={profile} today={today} onSaved={refreshGoal} />
          ) : (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {PROFILE_LOAD_ERROR}
            </p>
          )}
          {profile ? (
            <GoalRateCard
              key={`goal-${goalVersion}-${profile.weight}-${profile.weight_goal}`}
              profile={profile}
              hideNumbers={hideNumbers}
            />
          ) : (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {GOAL_LOAD_ERROR}
            </p>
          )}
          <ActivityCard profile={profile} onSaved={refreshGoal} />
          <MacroCard profile={profile} today={today} hideNumbers={hideNumbers} />
          <DietaryCard profile={profile} hideNumbers={hideNumbers} />
        </>
      )}
    </section>
  )
}
