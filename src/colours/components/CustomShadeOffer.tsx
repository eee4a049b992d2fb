import Link from 'next/link'
import type { Messages } from '@/i18n/messages'

/** When none of our codes is close to a colour a buyer asked for: the nearest are still listed, and a custom shade is offered. */
export function CustomShadeOffer({ labels, className }: { labels: Messages['colours']; className: string }) {
  return (
    <p className={`text-stone ${className}`} data-far>
      {labels.farNote}{' '}
      <Link href="/contact" className="font-medium text-gold-dark underline underline-offset-2">
        {labels.contact}
      </Link>
    </p>
  )
}
