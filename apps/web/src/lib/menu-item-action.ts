import type { FoodItem } from '@campusplate/shared'
import { createContext, type ReactNode, useContext } from 'react'

/** Lets a screen add a control to every menu item (the favourites star) without the menu feature knowing that feature. */
export const MenuItemActionContext = createContext<((food: FoodItem) => ReactNode) | null>(null)

export function useMenuItemAction(): ((food: FoodItem) => ReactNode) | null {
  return useContext(MenuItemActionContext)
}
