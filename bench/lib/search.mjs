// The site search's pages for the growth table: a word of the product's name
// (it matches a large share of the benchmark's products), the first part of one
// of its item codes, and that code exactly, in lower case and without the maker
// prefix (answered with a redirect to the product).
import { adminJson } from './app-server.mjs'

export async function searchTargets(port, host, product) {
  const found = await adminJson(port, host, `/api/item-codes?limit=1&depth=0&sort=itemCode&where[product][equals]=${product.id}`)
  const code = found.body.docs?.[0]?.itemCode
  if (!code) throw new Error(`Product ${product.id} has no item code to search for`)
  const word = product.name.split(' ')[0]
  const prefix = code.split('-').slice(0, -1).join('-')
  const exact = code.slice(code.indexOf('-') + 1).toLowerCase()
  return [
    { page: 'search: a product word', path: `/search?q=${encodeURIComponent(word)}` },
    { page: 'search: an item-code prefix', path: `/search?q=${encodeURIComponent(prefix)}` },
    { page: 'search: an exact item code (redirect)', path: `/search?q=${encodeURIComponent(exact)}`, status: 307 },
  ]
}
