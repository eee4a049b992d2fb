import type { CollectionBeforeChangeHook, CollectionConfig, CollectionSlug } from 'payload'
import { revalidateCollection } from '../cache/revalidate'
import type { CacheTag } from '../cache/tags'
import { displayOrderLock, placeNewRowLast } from '../fields/display-order'
import { withWriteLocks } from '../locks/write-lock'
import { reorderEndpoint } from './reorder-endpoint'

type OrderedCollectionOptions = {
  /** The cached pages that show this collection: expired after every save, delete and reorder. */
  cacheTags: readonly CacheTag[]
  /** What a reorder expires, where that is less than cacheTags (a product's order is not on its item codes' pages). */
  reorderExpires?: readonly CacheTag[]
  /** The reorder panel's toasts, and which rows it lists (a list address's query, e.g. only the pinned news). */
  panel: {
    /** Keys of the admin's own texts (src/admin/i18n), which the panel shows in the administrator's language. */
    savedMessage: `kinsen:${string}`
    failedMessage: `kinsen:${string}`
    where?: string
    /** The order the panel lists rows in, as a REST sort, where display order alone leaves ties. */
    sort?: string
    /** A component that shows the panel inside a section of its own (news: the pinned section), given the panel's props. */
    component?: string
  }
  /** Gives a new row its order: last by default; news orders by pin state instead. */
  orderNewRows?: CollectionBeforeChangeHook
}

/**
 * A collection an administrator puts in order: the reorder panel above its
 * list (titled by the collection's useAsTitle), the reorder endpoint, the
 * order of new rows, the cache expiry and, unless the collection sorts
 * otherwise, `defaultSort: 'displayOrder'`. Its own hooks and endpoints are
 * kept: the expiry runs after its own afterChange and afterDelete hooks, the
 * new-row order before its beforeChange hooks, the reorder endpoint first.
 * The displayOrderField() itself stays in the collection's fields, where it
 * stands in the sidebar.
 */
export function orderedCollection(config: CollectionConfig, options: OrderedCollectionOptions): CollectionConfig {
  const titleField = config.admin?.useAsTitle
  if (!titleField) throw new Error(`${config.slug}: an ordered collection needs admin.useAsTitle, the reorder panel's row titles`)
  if (!config.fields.some((field) => 'name' in field && field.name === 'displayOrder')) {
    throw new Error(`${config.slug}: an ordered collection needs displayOrderField() among its fields`)
  }
  const { component = '/admin/ReorderPanel#ReorderPanel', ...panel } = options.panel
  const revalidation = revalidateCollection(options.cacheTags)
  const hooks = config.hooks ?? {}
  return {
    ...config,
    // Its create's and reorder's lock row, made before any save needs it (src/shared/locks/write-lock.ts).
    custom: withWriteLocks(config.custom, [displayOrderLock(config.slug)]),
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeListTable: [
          { path: component, clientProps: { collection: config.slug, titleField, ...panel } },
          ...(config.admin?.components?.beforeListTable ?? []),
        ],
      },
    },
    defaultSort: config.defaultSort ?? 'displayOrder',
    endpoints: [reorderEndpoint(config.slug as CollectionSlug, options.reorderExpires ?? options.cacheTags), ...(config.endpoints || [])],
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), revalidation.afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), revalidation.afterDelete],
      beforeChange: [options.orderNewRows ?? placeNewRowLast, ...(hooks.beforeChange ?? [])],
    },
  }
}
