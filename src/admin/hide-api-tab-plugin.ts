import type { Plugin } from 'payload'

/**
 * The site owner's admin has no "API" tab: it shows a record's raw JSON, a
 * developer's view that Payload labels "API" in every interface language.
 * (The REST API itself is unchanged.)
 */
export const hideApiTabPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, admin: { ...collection.admin, hideAPIURL: true } })),
  globals: config.globals?.map((global) => ({ ...global, admin: { ...global.admin, hideAPIURL: true } })),
})
