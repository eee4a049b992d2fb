/**
 * The enquiry forms validate with the shared schemas (zod), fetched when a
 * visitor first uses a form rather than with every page.
 */
export const loadSchemas = () => import('../schemas')

/** Starts the fetch as the visitor reaches the form, so a submit does not wait for it. */
export const preloadSchemas = () => void loadSchemas().catch(() => undefined)
