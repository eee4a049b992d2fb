import { createHmac } from 'node:crypto'
import { networkBlock, visitorKey } from '../shared/http/client-address'
import type { StoredFigure } from '../shared/insights/events'

/** A text as an opaque mark under the day's salt: the same all day, unrelated to anything the next day. */
const under = (salt: string, parts: string[]) => createHmac('sha256', salt).update(JSON.stringify(parts)).digest('base64url').slice(0, 32)

/** Where a beacon comes from, as the limits name it: the address (an IPv6 /64) and its network (IPv4 /24, IPv6 /48). */
export type BeaconSource = { address: string; userAgent: string }

/**
 * The day's marks of one beacon, each a hash under the day's salt and never the address itself:
 * `sighting`, this visitor (address and browser: people behind one office address count apart)
 * with this figure and key, the row that lets it count once a day; `address`, `network` and
 * `networkItem`, the keys of what the address and its network may add (count-caps.ts).
 */
export function dayMarks(salt: string, { address, userAgent }: BeaconSource, figure: StoredFigure, key: string) {
  const visitor = visitorKey(address)
  const network = networkBlock(address)
  return {
    sighting: under(salt, ['sighting', visitor, userAgent, figure, key]),
    address: under(salt, ['address', visitor, figure]),
    network: under(salt, ['network', network, figure]),
    networkItem: under(salt, ['network-item', network, figure, key]),
  }
}
export type DayMarks = ReturnType<typeof dayMarks>
