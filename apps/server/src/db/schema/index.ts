export * from './menus'
