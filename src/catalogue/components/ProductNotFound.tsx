import Link from 'next/link'
import type { Messages } from '../../i18n/messages'

export function ProductNotFound({ t }: { t: Messages['products'] }) {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center bg-ink px-6 pt-28 pb-20 text-center text-white">
      <h1 className="font-serif text-4xl">{t.notFoundTitle}</h1>
      <p className="mt-3 text-white/75">{t.notFoundText}</p>
      <Link href="/products" className="button-gold mt-8">
        {t.back}
      </Link>
    </section>
  )
}
