export * from './coverage'
export * from './demand'
export * from './imports'
export * from './range'
