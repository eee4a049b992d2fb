/** The shade index's order: by item code, then id. Equal distances keep this order in every nearest-colour answer. */
export const byCode = (a: { code: string; id: number }, b: { code: string; id: number }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id)
