// A prerendered page's scripts wait in <template id="app-scripts"> until its HTML has painted, so the first paint has
// the network and the main thread to itself (docs/decisions/071). The build adds this script to those pages only.
const waiting = document.getElementById('app-scripts') as HTMLTemplateElement

function start(): void {
  if (!waiting.isConnected) return
  waiting.remove()
  // Made afresh: a script parsed inside a template stays inert, a new one runs.
  for (const held of waiting.content.children) {
    const element = document.createElement(held.localName)
    for (const { name, value } of held.attributes) element.setAttribute(name, value)
    document.head.append(element)
  }
}

// A hidden page may not paint until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start()
else {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start()
  }).observe({ type: 'paint', buffered: true })
  // A browser need not mark a first paint (a page hidden before it painted): the scripts come anyway.
  setTimeout(start, 1_000)
}

// A module to TypeScript too, as it is to the browser: its names stay its own.
export {}
