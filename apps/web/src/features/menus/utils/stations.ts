import type { FoodItem } from '@campusplate/shared'

export interface Station {
  id: string
  name: string
  items: FoodItem[]
}

export function groupByStation(foods: readonly FoodItem[]): Station[] {
  const stations = new Map<string, Station>()
  for (const food of foods) {
    let station = stations.get(food.station_id)
    if (!station) {
      station = { id: food.station_id, name: food.station, items: [] }
      stations.set(food.station_id, station)
    }
    station.items.push(food)
  }
  return [...stations.values()]
}

/** Every word of the query, in the name, station or an ingredient. */
export function searchFoods(foods: readonly FoodItem[], query: string): FoodItem[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...foods]
  return foods.filter((food) => {
    const text = [food.name, food.station, ...food.ingredients].join(' ').toLocaleLowerCase()
    return words.every((word) => text.includes(word))
  })
}
