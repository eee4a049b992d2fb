// `npm run bench -- --only=catalogue`: the uncached catalogue pages, the site search and the colour
// finder on the largest catalogue alone (as the full run's growth and colour sections measure them),
// put into the last full run's results and the README. For a change to what the catalogue reads,
// such as item-code availability (issue 52), without an hour of the rest.
import { measureColourFinder } from './colours.mjs'
import { measureGrowth } from './growth.mjs'
import { refreshSection } from './refresh-section.mjs'

export async function refreshCatalogue({ products, ports, log }) {
  await refreshSection({
    products,
    ports,
    log,
    siteUrl: `http://localhost:${ports.app}`,
    measure: async ({ results, dataset }) => {
      log(`Catalogue pages, search and colour finder on ${dataset.products} products…`)
      results.growth = { ...results.growth, [dataset.products]: await measureGrowth(ports.app) }
      results.colours = await measureColourFinder(ports.app)
      results.catalogueMeasured = { at: new Date().toISOString(), products: dataset.products }
    },
  })
}
