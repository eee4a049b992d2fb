import { dataSheetRoute } from '@/catalogue/data-sheet/route'

// The data sheet of one item code (src/catalogue/data-sheet): made on first request, kept until a save expires it.
// A discontinued code's sheet names its replacements, ranked by the colours domain. TODO(merge): replacementsOf
export const GET = dataSheetRoute()
