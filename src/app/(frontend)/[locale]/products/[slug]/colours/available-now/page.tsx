import { availableNowCardMetadata, ColourCardPage } from '@/colours/pages/ColourCardPage'

// /products/{slug}/colours?available=now (rewritten here by src/proxy.ts, colours/card-route.ts): the
// card with only the codes that ship now, rendered on first request and cached like the whole card.
export function generateStaticParams() {
  return []
}

export const generateMetadata = availableNowCardMetadata

export default function AvailableNowColourCard({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  return <ColourCardPage params={params} availableNow />
}
