import { Phrases } from '@/shared/text/Phrases'
/** The dark band at the top of inner pages, under the transparent header. */
export function PageHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro?: string | null }) {
  return (
    <section className="bg-ink pt-36 pb-16 text-white">
      <div className="container-page">
        <p className="eyebrow text-gold-light">{eyebrow}</p>
        <h1 className="mt-3 font-serif text-[1.75rem]/tight break-words min-[400px]:text-4xl sm:text-5xl"><Phrases text={title} /></h1>
        {intro && <p className="text-phrases mt-5 max-w-2xl text-lg text-white/80"><Phrases text={intro} /></p>}
      </div>
    </section>
  )
}
