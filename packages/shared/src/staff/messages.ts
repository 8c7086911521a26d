export const STAFF_AREA_MESSAGES = {
  title: 'Dining team',
  /** What a student who opens `/staff` reads instead of the console. */
  notStaff: 'This part of CampusPlate is for the dining team.',
  notStaffHelp: 'If you work for dining services, ask an administrator to give your account the staff role.',
} as const
