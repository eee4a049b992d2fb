import { ColoursPage, coloursPageMetadata, type ColoursPageProps } from '@/colours/pages/ColoursPage'

// The plain colour finder: rendered once per language and kept until a save expires it. A colour or family goes to list-query/colours.
const noQuery = Promise.resolve({})

export const generateMetadata = coloursPageMetadata

export default function Colours({ params }: Pick<ColoursPageProps, 'params'>) {
  return <ColoursPage params={params} searchParams={noQuery} />
}
