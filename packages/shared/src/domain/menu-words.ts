/**
 * The ingredient words the menu rules look for (docs/decisions/025-menu-matching-rules.md): data only,
 * read by menu-match.ts through the tables of menu-rules.ts. Words are matched whole, in singular or
 * plural, in any case.
 */

/** A group of ingredient words. `except` phrases are removed first; `plant` words are skipped after "vegan", "plant-based", …. */
export interface WordGroup {
  words: readonly string[]
  except?: readonly string[]
  plant?: boolean
}

export const MILK: WordGroup = {
  words: [
    'milk',
    'butter',
    'buttermilk',
    'buttercream',
    'cheese',
    'cream',
    'yogurt',
    'yoghurt',
    'whey',
    'casein',
    'caseinate',
    'ghee',
    'lactose',
    'custard',
    'mozzarella',
    'parmesan',
    'cheddar',
    'ricotta',
    'feta',
    'provolone',
    'gouda',
    'brie',
    'paneer',
    'queso',
    'gelato',
    'half and half',
    'alfredo',
  ],
  except: [
    'cream of tartar',
    'cocoa butter',
    'peanut butter',
    'almond butter',
    'cashew butter',
    'nut butter',
    'seed butter',
    'sunflower butter',
    'apple butter',
    'shea butter',
    'coconut milk',
    'coconut cream',
    'almond milk',
    'soy milk',
    'soymilk',
    'oat milk',
    'rice milk',
    'cashew milk',
  ],
  plant: true,
}
export const EGGS: WordGroup = {
  words: ['egg', 'eggs', 'albumen', 'albumin', 'mayonnaise', 'mayo', 'meringue'],
  plant: true,
}
export const FISH: WordGroup = {
  words: [
    'fish',
    'salmon',
    'tuna',
    'cod',
    'tilapia',
    'pollock',
    'halibut',
    'anchovy',
    'anchovies',
    'sardine',
    'trout',
    'catfish',
    'swordfish',
    'haddock',
    'snapper',
    'mahi mahi',
    'bass',
    'mackerel',
    'worcestershire',
  ],
  plant: true,
}
export const SHELLFISH: WordGroup = {
  words: ['shellfish', 'shrimp', 'prawn', 'crab', 'lobster', 'crawfish', 'crayfish', 'langostino'],
  plant: true,
}
export const MOLLUSCS: WordGroup = {
  words: ['clam', 'mussel', 'oyster', 'scallop', 'squid', 'calamari', 'octopus'],
  except: ['oyster mushroom', 'oyster mushrooms'],
  plant: true,
}
export const TREE_NUTS: WordGroup = {
  words: [
    'tree nut',
    'almond',
    'walnut',
    'cashew',
    'pecan',
    'pistachio',
    'hazelnut',
    'macadamia',
    'brazil nut',
    'pine nut',
    'praline',
    'marzipan',
  ],
}
export const PEANUTS: WordGroup = { words: ['peanut', 'groundnut'] }
export const WHEAT: WordGroup = {
  words: [
    'wheat',
    'semolina',
    'durum',
    'farina',
    'spelt',
    'bulgur',
    'couscous',
    'seitan',
    'panko',
    'enriched flour',
    'bleached flour',
    'unbleached flour',
    'all purpose flour',
    'bread flour',
    'pastry flour',
    'cake flour',
  ],
}
export const SOY: WordGroup = { words: ['soy', 'soya', 'soybean', 'tofu', 'edamame', 'miso', 'tempeh'] }
export const SESAME: WordGroup = { words: ['sesame', 'tahini'] }

export const GLUTEN_GRAINS: WordGroup = {
  words: ['gluten', 'barley', 'rye', 'malt', 'triticale', "brewer's yeast", 'beer'],
}
export const PORK: WordGroup = {
  words: [
    'pork',
    'ham',
    'bacon',
    'prosciutto',
    'pancetta',
    'chorizo',
    'lard',
    'carnitas',
    'guanciale',
    'mortadella',
    'spam',
  ],
  plant: true,
}
export const BEEF: WordGroup = {
  words: [
    'beef',
    'veal',
    'steak',
    'brisket',
    'pastrami',
    'hamburger',
    'barbacoa',
    'oxtail',
    'sirloin',
    'ribeye',
    'tallow',
  ],
  except: ['hamburger bun', 'hamburger buns'],
  plant: true,
}
export const OTHER_MEAT: WordGroup = {
  words: ['chicken', 'turkey', 'duck', 'goose', 'poultry', 'quail', 'lamb', 'mutton', 'venison', 'bison', 'rabbit'],
  except: ['duck sauce'],
  plant: true,
}
/** Meat whose animal the word does not say. */
export const UNNAMED_MEAT: WordGroup = {
  words: [
    'meat',
    'meatball',
    'meatloaf',
    'sausage',
    'hot dog',
    'frankfurter',
    'pepperoni',
    'salami',
    'bologna',
    'jerky',
    'gelatin',
    'gelatine',
    'cheeseburger',
    'gyro',
  ],
  except: ['hot dog bun', 'hot dog buns'],
  plant: true,
}
export const ALCOHOL: WordGroup = {
  words: [
    'alcohol',
    'wine',
    'beer',
    'rum',
    'bourbon',
    'brandy',
    'whiskey',
    'whisky',
    'vodka',
    'sake',
    'mirin',
    'liqueur',
    'sherry',
    'tequila',
    'stout',
  ],
  except: ['sugar alcohol', 'sugar alcohols', 'wine vinegar', 'ginger beer', 'root beer'],
}
export const OTHER_ANIMAL_PRODUCTS: WordGroup = { words: ['honey', 'carmine', 'royal jelly'], plant: true }
export const PALEO_BREAKERS: WordGroup = {
  words: [
    ...WHEAT.words,
    ...GLUTEN_GRAINS.words,
    ...PEANUTS.words,
    ...SOY.words,
    'rice',
    'oat',
    'oatmeal',
    'corn',
    'cornmeal',
    'quinoa',
    'bread',
    'pasta',
    'noodle',
    'tortilla',
    'cracker',
    'bean',
    'lentil',
    'chickpea',
    'hummus',
    'sugar',
    'corn syrup',
    'cheese',
    'milk',
    'cream',
    'yogurt',
  ],
  except: ['green bean', 'green beans', 'coffee bean', 'vanilla bean', 'coconut milk', 'almond milk', 'coconut cream'],
}

export const MSG: WordGroup = { words: ['msg', 'monosodium glutamate'] }
export const SULFITES: WordGroup = {
  words: ['sulfite', 'sulphite', 'bisulfite', 'metabisulfite', 'sulfur dioxide', 'sulphur dioxide', 'wine'],
}
export const FODMAPS: WordGroup = {
  words: [
    'garlic',
    'onion',
    'shallot',
    'leek',
    'honey',
    'agave',
    'apple',
    'pear',
    'mango',
    'watermelon',
    'bean',
    'lentil',
    'chickpea',
    'hummus',
    'cauliflower',
    'mushroom',
    'inulin',
    'high fructose corn syrup',
    'sorbitol',
    'mannitol',
    'xylitol',
    ...WHEAT.words,
    'rye',
    'barley',
    'milk',
    'cream',
    'yogurt',
  ],
  except: ['green bean', 'green beans', 'coffee bean', 'vanilla bean'],
}
export const HISTAMINE: WordGroup = {
  words: [
    'parmesan',
    'cheddar',
    'blue cheese',
    'aged cheese',
    'salami',
    'pepperoni',
    'bacon',
    'ham',
    'sausage',
    'sauerkraut',
    'kimchi',
    'soy sauce',
    'miso',
    'vinegar',
    'wine',
    'beer',
    'tuna',
    'mackerel',
    'sardine',
    'anchovy',
    'anchovies',
    'spinach',
    'tomato',
    'eggplant',
    'avocado',
    'kombucha',
    'yogurt',
  ],
}
