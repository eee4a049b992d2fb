import type { ResolvedLine } from '../reads'

/** What the request page shows of a line (the specification stays on the server). */
export type ShownLine = Omit<ResolvedLine, 'specification'>

export const shownLine = ({ specification: _specification, ...shown }: ResolvedLine): ShownLine => shown
