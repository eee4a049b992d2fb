import { ciede2000 } from '../ciede2000'
import { NEAREST_COUNT } from '../rank'
import type { ShadeIndex } from '../reads'
import { colourMatches, type ColourMatch } from '../search'
import { hexToLab } from '../srgb-lab'
import type { ShadeReference } from './reads'

export type Conversion = { reference: ShadeReference; matches: ColourMatch[] }

/**
 * Another brand's shade in KINSEN item codes: the pinned equivalent first when an administrator
 * chose one (and its product is Active: it is in the colour finder's list), then the nearest by
 * CIEDE2000, six in all, each with the colour finder's closeness label.
 */
export function convertReference(reference: ShadeReference, index: ShadeIndex, count = NEAREST_COUNT): Conversion {
  const lab = hexToLab(reference.hex)!
  const pinnedEntry = reference.equivalent === undefined ? undefined : index.entries.find((entry) => entry.id === reference.equivalent)
  const pinned = pinnedEntry ? colourMatches([{ entry: pinnedEntry, distance: ciede2000(lab, pinnedEntry.lab) }], index).map((match) => ({ ...match, pinned: true })) : []
  const others = index.memo.nearest(reference.hex, count + 1).filter(({ entry }) => entry.id !== pinnedEntry?.id)
  return { reference, matches: [...pinned, ...colourMatches(others, index)].slice(0, count) }
}
