// The dining team's console: its enumerations, messages and call shapes. A separate entry
// (`@campusplate/shared/staff`), so that students' pages never download them.
export * from './audit'
export * from './corrections'
export * from './coverage'
export * from './demand'
export * from './imports'
export * from './messages'
export * from './range'
export * from './reports'
