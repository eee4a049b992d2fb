import type { Localized } from './types'

type Side = 'en' | 'zh'
type Tree = unknown

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    'en' in value &&
    'zh' in value
  )
}

/**
 * Picks one language out of a tree whose texts are { en, zh } pairs. Used to
 * write a document once in English and once more in Traditional Chinese.
 */
export function pick(tree: Tree, side: Side): Tree {
  if (isLocalized(tree)) return tree[side]
  if (Array.isArray(tree)) return tree.map((entry) => pick(entry, side))
  if (tree && typeof tree === 'object' && !(tree instanceof Date)) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, pick(value, side)]))
  }
  return tree
}

/**
 * The Chinese update must name the array rows created in English, or Payload
 * would replace them: copy each row's id from the saved document by position.
 */
export function withRowIds(tree: Tree, saved: Tree): Tree {
  if (Array.isArray(tree) && Array.isArray(saved)) {
    return tree.map((entry, index) => {
      const savedRow = saved[index] as Record<string, unknown> | undefined
      const merged = withRowIds(entry, savedRow)
      if (savedRow && typeof savedRow === 'object' && 'id' in savedRow && merged && typeof merged === 'object') {
        return { ...(merged as Record<string, unknown>), id: savedRow.id }
      }
      return merged
    })
  }
  if (tree && typeof tree === 'object' && saved && typeof saved === 'object' && !Array.isArray(tree)) {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, withRowIds(value, (saved as Record<string, unknown>)[key])]),
    )
  }
  return tree
}
