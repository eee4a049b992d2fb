import { ciede2000 } from '../ciede2000'
import { NEAREST_COUNT } from '../rank'
import type { ShadeIndex } from '../reads'
import { colourMatches, type ColourMatch } from '../search'
import { hexToLab } from '../srgb-lab'
import type { ShadeReference } from './reads'

export type Conversion = { reference: ShadeReference; matches: ColourMatch[] }

/** A code of the index that can still be ordered, by id. */
const orderableEntry = (index: ShadeIndex, id: number) => {
  const entry = index.byId.get(id)
  return entry && entry.availability !== 'discontinued' ? entry : undefined
}

/**
 * Another brand's shade in KINSEN item codes: the pinned equivalent first when an administrator
 * chose one (and its product is Active and it is not discontinued: it is among the colour finder's
 * orderable codes), then the nearest orderable codes by CIEDE2000, six in all, each with the
 * colour finder's closeness label. A pin to a code discontinued since is passed over, not shown:
 * the chart must never send a buyer to a code that cannot be ordered.
 */
export function convertReference(reference: ShadeReference, index: ShadeIndex, count = NEAREST_COUNT): Conversion {
  const lab = hexToLab(reference.hex)!
  const pinnedEntry = reference.equivalent === undefined ? undefined : orderableEntry(index, reference.equivalent)
  const pinned = pinnedEntry ? colourMatches([{ entry: pinnedEntry, distance: ciede2000(lab, pinnedEntry.lab) }], index).map((match) => ({ ...match, pinned: true })) : []
  const others = index.memo.nearest(reference.hex, count + 1).filter(({ entry }) => entry.id !== pinnedEntry?.id)
  return { reference, matches: [...pinned, ...colourMatches(others, index)].slice(0, count) }
}
