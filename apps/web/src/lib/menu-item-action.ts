import type { FoodItem } from '@campusplate/shared'
import { createContext, type ReactNode, useContext } from 'react'

/**
 * An extra control a screen puts on every menu item (the favourites star on the dashboard), without
 * the menu feature knowing the feature that draws it.
 */
export const MenuItemActionContext = createContext<((food: FoodItem) => ReactNode) | null>(null)

export function useMenuItemAction(): ((food: FoodItem) => ReactNode) | null {
  return useContext(MenuItemActionContext)
}
