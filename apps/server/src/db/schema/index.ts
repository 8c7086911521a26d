export * from './images'
export * from './menus'
export * from './plates'
export * from './users'
