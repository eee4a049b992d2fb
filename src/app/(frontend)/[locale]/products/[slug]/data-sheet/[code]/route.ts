import { dataSheetRoute } from '@/catalogue/data-sheet/route'
import { replacementsOf } from '@/colours/replacements'

// The data sheet of one item code (src/catalogue/data-sheet): made on first request, kept until a save expires it.
// A discontinued code's sheet names its replacements, ranked by the colours domain.
export const GET = dataSheetRoute(replacementsOf)
