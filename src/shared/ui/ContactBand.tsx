import Link from 'next/link'
import { HeadedSection } from './HeadedSection'

type ContactBandProps = {
  id: string
  title: string | null | undefined
  text: string | null | undefined
  cta: string
  /** The home page's bands are taller, with a larger heading from the small breakpoint up. */
  spacious?: boolean
}

/** The dark band that ends a page with an invitation to get in touch. */
export function ContactBand({ id, title, text, cta, spacious = false }: ContactBandProps) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className={`bg-ink ${spacious ? 'py-20' : 'py-16'} text-center text-white`}
      innerClassName="container-page max-w-3xl"
      headingClassName={spacious ? 'font-serif text-3xl sm:text-4xl' : 'font-serif text-3xl'}
    >
      {text && <p className="mt-4 text-white/80">{text}</p>}
      <Link href="/contact" className="button-gold mt-8">
        {cta}
      </Link>
    </HeadedSection>
  )
}
