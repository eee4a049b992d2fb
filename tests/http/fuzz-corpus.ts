/**
 * A fixed corpus of malformed requests for tests/http/fuzz.test.ts. It is built
 * by plain loops over fixed lists (no randomness), so every run sends exactly
 * the same requests and a failure can be replayed by its label.
 *
 * Nothing here can create a record: public POSTs carry bodies that fail
 * validation, and administrator writes target ids that cannot exist or miss a
 * required field.
 */
export type FuzzRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  body?: string
  contentType?: string
  admin?: boolean
}

const LIST_COLLECTIONS = ['products', 'categories', 'item-codes', 'gallery-items', 'news-items', 'media'] as const
const ALL_COLLECTIONS = [...LIST_COLLECTIONS, 'gallery-categories', 'newsletter-subscribers', 'contact-messages', 'users'] as const
const HUGE = '9'.repeat(40)
const LONG = 'x'.repeat(5000)

/** Values for page, limit and depth: negative, zero, fractions, words, huge numbers, empty. */
const BAD_NUMBERS = ['-1', '0', '1.5', 'abc', '', HUGE, '1e3', '0x10', 'NaN', 'Infinity', '%20', '100000', '999999', '1000000']
const NUMBER_PARAMS = ['page', 'limit', 'depth'] as const

/** Fields that exist on most collections, with one of each type (id, text, select, date, number, relation). */
const WHERE_FIELDS = ['id', 'name', 'slug', 'status', 'createdAt', 'displayOrder', 'product', 'category', 'nosuchfield', 'name.nested']
const WHERE_CLAUSES: string[] = [
  '[equals]=abc',
  '[in]=1,abc',
  '[not_in]=abc,def',
  '[all]=1,x',
  '[equals][$ne]=1',
  '[equals][0]=1',
  '[in][0][x]=1',
  '[near]=1,2',
  '[near]=abc',
  '[within]=x',
  '[intersects]=x',
  '[exists]=maybe',
  '[greater_than]=not-a-number',
  `[less_than]=${HUGE}`,
  '[like]=%25',
  '[contains]=%00',
  '[nosuchoperator]=1',
  '=plain',
  '[equals]=1e999',
  '[not_like]=x',
  '[like]=abc',
  '[contains]=abc',
  '[not_equals]=abc',
  '[greater_than_equal]=2026-13-45',
  '[exists]=true',
]

const listQueries = (): string[] => {
  const queries: string[] = []
  for (const param of NUMBER_PARAMS) for (const value of BAD_NUMBERS) queries.push(`${param}=${value}`)
  queries.push('page[]=1', 'limit[a]=1', 'depth[]=2', 'limit=5&limit=6', 'pagination=false', 'pagination=maybe', 'limit=0&pagination=false')
  for (const field of WHERE_FIELDS) for (const clause of WHERE_CLAUSES) queries.push(`where[${field}]${clause}`)
  queries.push(
    'where=abc',
    'where={"id":{"equals":1}}',
    'where[and]=x',
    'where[or][0]=x',
    'where[or][x][name][equals]=1',
    'where[and][0][or][0][status][equals][equals]=1',
    `where${'[and][0]'.repeat(40)}[name][equals]=a`,
    `where[name][equals]=${LONG}`,
    'sort=nosuchfield',
    'sort=-',
    'sort=--name,,',
    'sort[]=name',
    'sort[a]=b',
    'select=abc',
    'select[name]=maybe',
    'select[nosuch][deep]=true',
    'populate=abc',
    'populate[x]=1',
    'joins=abc',
    'joins[x][limit]=abc',
    'draft=maybe',
    'trash=maybe',
    'locale=xx',
    'locale[]=en',
    'locale=all&fallback-locale=none',
    'fallback-locale[]=x',
    'data={bad',
    'data=[1]',
    'where[name][equals]=%ff',
    'where[%ff][equals]=1',
  )
  return queries
}

const documentIds = ['abc', '1.5', '-1', '0', HUGE, '%00', '%ff', '1e3', '0x1', '%20', 'null', '2147483648', LONG.slice(0, 500)]

const pagePaths = [
  '/%',
  '/a%zz',
  '/products/%ff',
  '/products/%',
  '/news/%zz',
  '/resources/%E0%A4%A',
  '/about/%',
  '/%00',
  '/products/%00',
  '/products/..%2f..%2fetc',
  `/products/${LONG.slice(0, 2000)}`,
  '/products?page=-1',
  '/products?page=abc',
  '/products?page=1e99',
  `/products?page=${HUGE}`,
  '/products?size=0',
  '/products?size=-5',
  '/products?category=%ff',
  '/products?category[]=a',
  `/products?q=${LONG.slice(0, 3000)}`,
  '/news?page=0',
  '/news?page[]=1',
  '/news?q=%',
  '/resources?page=-1',
  '/resources?category=%zz',
  '/resources?type[]=pdf',
  '/list-query/products',
  '/news/%ff%fe',
  '/contact?x=%',
  '/?%',
  '/products?q=%00',
  '/news?q=a%00b',
  '/resources?q=%00',
  '/products?category=%00',
  '/news/a%00b',
]

const postEndpoints = ['/api/newsletter-subscribers/subscribe', '/api/contact-messages/submit', '/api/users/login', '/api/news-items/1/like']
const BAD_BODIES: { body: string; contentType?: string }[] = [
  { body: '' },
  { body: '{' },
  { body: 'null' },
  { body: '[]' },
  { body: '"x"' },
  { body: '123' },
  { body: '{"email":[]}' },
  { body: '{"email":{"$ne":1},"password":{"$ne":1}}' },
  { body: '{"email":"not-an-address","name":1,"subject":[],"message":{}}' },
  { body: JSON.stringify({ email: `${'a'.repeat(400)}@x`, name: LONG, subject: LONG, message: 'short' }) },
  { body: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  { body: '{"action":"explode"}' },
  { body: '{"email":"a\\u0000b@example.com","password":"x\\u0000"}' },
  { body: '{"action":["like"]}' },
  { body: 'email=a@b', contentType: 'application/x-www-form-urlencoded' },
  { body: 'plain text', contentType: 'text/plain' },
  { body: '{"email":"x"}', contentType: 'application/xml' },
]
const likeIds = ['abc', '0', '-1', HUGE, '1.5', '%ff']

const graphqlBodies: string[] = [
  '',
  '{',
  'null',
  '[]',
  '{"query":1}',
  '{"query":""}',
  '{"query":"{ Products(limit: 100000) { docs { id } } }"}',
  '{"query":"{ Products(limit: -1) { docs { id } } }"}',
  '{"query":"{ Products(page: -1) { docs { id } } }"}',
  '{"query":"{ Products(page: 0) { docs { id } } }"}',
  '{"query":"{ Products(limit: 0) { docs { id } } }"}',
  '{"query":"{ Products(pagination: false) { docs { id } } }"}',
  '{"query":"{ Products(where: { id: { equals: \\"abc\\" } }) { docs { id } } }"}',
  '{"query":"{ Products(where: { id: { in: [\\"1\\", \\"abc\\"] } }) { docs { id } } }"}',
  '{"query":"{ Products(where: { name: { like: \\"%\\" } }) { docs { id } } }"}',
  '{"query":"{ Products(sort: \\"nosuch\\") { docs { id } } }"}',
  '{"query":"{ Product(id: \\"abc\\") { id } }"}',
  '{"query":"{ Product(id: 99999999999999999999) { id } }"}',
  '{"query":"{ NewsItem(id: -1) { id } }"}',
  '{"query":"query($l: Int) { Products(limit: $l) { docs { id } } }","variables":{"l":"many"}}',
  '{"query":"query($l: Int) { Products(limit: $l) { docs { id } } }","variables":{"l":100000}}',
  '{"query":"query($w: Product_where) { Products(where: $w) { docs { id } } }","variables":{"w":{"id":{"in":["x"]}}}}',
  '{"query":"query($w: Product_where) { Products(where: $w) { docs { id } } }","variables":"notanobject"}',
  '{"query":"{ Products { docs { id } } }","operationName":"Nope"}',
  '{"query":"mutation { createProduct(data: {}) { id } }"}',
  '{"query":"mutation { updateProduct(id: \\"abc\\", data: {}) { id } }"}',
  '{"query":"mutation { deleteProduct(id: 99999999999999999999) { id } }"}',
  `{"query":"{ ${'Products { docs { id } } '.repeat(1)}${'a'.repeat(3000)} }"}`,
  `{"query":"{ Products { docs { ${'category { '.repeat(30)}id${' }'.repeat(30)} } } }"}`,
  '{"query":"{ __schema { types { name } } }"}',
  '{"query":"{ Products(where: { name: { contains: \\"a\\\\u0000b\\" } }) { docs { id } } }"}',
  '{"query":"{ Products(where: { status: { equals: Nope } }) { docs { id } } }"}',
]

function postCorpus(): FuzzRequest[] {
  const corpus: FuzzRequest[] = []
  for (const path of postEndpoints) for (const { body, contentType } of BAD_BODIES) corpus.push({ method: 'POST', path, body, contentType })
  for (const id of likeIds) corpus.push({ method: 'POST', path: `/api/news-items/${id}/like`, body: '{"action":"like"}' })
  corpus.push({ method: 'GET', path: '/api/news-items/likes?ids=abc' }, { method: 'GET', path: '/api/news-items/likes?ids=' }, { method: 'GET', path: `/api/news-items/likes?ids=${HUGE}` })
  corpus.push({ method: 'GET', path: `/api/news-items/likes?ids=${Array.from({ length: 80 }, (_, i) => i + 1).join(',')}` })
  for (const body of graphqlBodies) corpus.push({ method: 'POST', path: '/api/graphql', body })
  corpus.push({ method: 'POST', path: '/api/graphql', body: '{"query":"{ __typename }"}', contentType: 'text/plain' })
  return corpus
}

function anonymousCorpus(): FuzzRequest[] {
  const corpus: FuzzRequest[] = []
  const queries = listQueries()
  // Every query on products; a rotating share of them on the other collections, so each sees every kind.
  queries.forEach((query, index) => {
    corpus.push({ method: 'GET', path: `/api/products?${query}` })
    const other = LIST_COLLECTIONS[1 + (index % (LIST_COLLECTIONS.length - 1))]
    corpus.push({ method: 'GET', path: `/api/${other}?${query}` })
  })
  for (const collection of ALL_COLLECTIONS) {
    for (const id of documentIds) corpus.push({ method: 'GET', path: `/api/${collection}/${id}` })
    corpus.push({ method: 'GET', path: `/api/${collection}/count?where[id][in]=1,abc` })
    corpus.push({ method: 'GET', path: `/api/${collection}/1/extra/segments` })
    corpus.push({ method: 'PATCH', path: `/api/${collection}/abc`, body: '{}' })
    corpus.push({ method: 'DELETE', path: `/api/${collection}?where[id][in]=1,abc` })
    corpus.push({ method: 'POST', path: `/api/${collection}`, body: '{' })
  }
  for (const global of ['general-settings', 'home-page', 'about-page', 'nosuch']) {
    for (const query of ['depth=100', 'depth=-1', 'locale=xx', 'select=abc', 'draft=maybe']) corpus.push({ method: 'GET', path: `/api/globals/${global}?${query}` })
  }
  corpus.push(
    { method: 'GET', path: '/api/%' },
    { method: 'GET', path: '/api/products/%' },
    { method: 'GET', path: '/api/%zz/1' },
    { method: 'GET', path: '/api/nosuch-collection' },
    { method: 'GET', path: '/api/users/me?depth=100' },
    { method: 'GET', path: '/api/media/file/%ff' },
    { method: 'GET', path: '/api/item-codes?limit=100000&depth=2' },
  )
  for (const path of pagePaths) corpus.push({ method: 'GET', path })
  return [...corpus, ...postCorpus()]
}

function adminCorpus(): FuzzRequest[] {
  const corpus: FuzzRequest[] = []
  // Anonymous list reads are refused outright (403), so the malformed queries are aimed at the administrator:
  // every query on products, and a rotating share of them on the other collections, so each sees every kind.
  listQueries().forEach((query, index) => {
    corpus.push({ method: 'GET', path: `/api/products?${query}`, admin: true })
    corpus.push({ method: 'GET', path: `/api/${LIST_COLLECTIONS[1 + (index % (LIST_COLLECTIONS.length - 1))]}?${query}`, admin: true })
  })
  for (const collection of ['products', 'news-items', 'users'] as const) {
    for (const id of documentIds.slice(0, 6)) corpus.push({ method: 'GET', path: `/api/${collection}/${id}`, admin: true })
    for (const body of ['{', '[]', 'null', '{"name":["x"]}', '{"displayOrder":"abc"}', `{"name":"${LONG}"}`, '{"status":{"$ne":1}}', '{"name":"a\\u0000b"}']) {
      corpus.push({ method: 'PATCH', path: `/api/${collection}/2147483647`, body, admin: true })
      corpus.push({ method: 'PATCH', path: `/api/${collection}/abc`, body, admin: true })
    }
    corpus.push({ method: 'PATCH', path: `/api/${collection}?where[id][in]=1,abc`, body: '{"status":"NoSuchStatus"}', admin: true })
    corpus.push({ method: 'DELETE', path: `/api/${collection}?where[id][in]=abc`, admin: true })
  }
  // Creates that must fail validation: a required name is always missing or of the wrong type.
  for (const body of ['{', '{"name":[]}', '{"name":{"en":1}}', '{"slug":["a"]}', `{"name":null,"slug":"${LONG}"}`]) {
    corpus.push({ method: 'POST', path: '/api/products', body, admin: true })
    corpus.push({ method: 'POST', path: '/api/categories', body, admin: true })
  }
  corpus.push({ method: 'POST', path: '/api/graphql', body: '{"query":"{ Products(limit: 100000) { docs { id } } }"}', admin: true })
  corpus.push({ method: 'POST', path: '/api/graphql', body: '{"query":"{ Products(where: { id: { in: [\\"1\\", \\"abc\\"] } }) { docs { id } } }"}', admin: true })
  return corpus
}

export const fuzzCorpus: readonly FuzzRequest[] = [...anonymousCorpus(), ...adminCorpus()]
