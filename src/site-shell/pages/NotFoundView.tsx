import Link from 'next/link'
import type { Messages } from '../../i18n/messages'

export function NotFoundView({ t }: { t: Messages }) {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center bg-ink px-6 pt-28 pb-20 text-center text-white">
      <p className="font-serif text-7xl text-gold">404</p>
      <h1 className="mt-4 font-serif text-3xl">{t.notFound.title}</h1>
      <p className="mt-3 text-white/75">{t.notFound.text}</p>
      <Link href="/" className="button-gold mt-8">
        {t.notFound.home}
      </Link>
    </section>
  )
}
