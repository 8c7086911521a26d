/** Every account is a student; the dining team's accounts are also staff. */
export const USER_ROLES = ['student', 'staff'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** The operator's command line, or a group the identity provider vouched for. */
export const STAFF_ROLE_SOURCES = ['operator', 'identity_provider'] as const
export type StaffRoleSource = (typeof STAFF_ROLE_SOURCES)[number]

export const STAFF_MESSAGES = {
  staffOnly: 'Only the dining team can do this.',
} as const
