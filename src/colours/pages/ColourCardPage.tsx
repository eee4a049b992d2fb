import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages, type Messages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { shadeSheen } from '@/shared/item-codes/shade-finish'
import { availabilityText, isAvailableNow, type AvailabilityWords } from '@/shared/item-codes/availability-text'
import type { SiteLocale } from '@/shared/locales'
import { AvailabilityMark } from '@/shared/ui/AvailabilityMark'
import { NotFoundStatus } from '@/shared/routing/NotFoundStatus'
import { getSiteSettings } from '@/site-settings/queries'
import { COLOUR_FAMILIES } from '../families'
import type { CardShade } from '../colour-card'
import { ownFigures, sharedFigures } from '../card-figures'
import { getColourCard } from '../queries'
import { colourCardAddress } from '../card-route'
import { productAddress } from '../../shared/item-codes/product-address'

type Props = { params: Promise<{ locale: string; slug: string }> }
/** `availableNow`: the card filtered to the codes that ship from stock (the internal route of ?available=now, card-route.ts). */
type PageProps = Props & { availableNow?: boolean }

/** The filtered card, like a filtered list: not indexed, the whole card its canonical address (one page for search engines). */
export async function availableNowCardMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await colourCardMetadata({ params })), robots: { index: false, follow: true } }
}

export async function colourCardMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const card = await getColourCard(locale, slug)
  const t = getMessages(locale)
  if (!card) return { title: t.meta.colourCard.title }
  return pageMetadata(locale, 'colourCard', `/products/${slug}/colours`, { title: t.colourCard.title(card.product.name) })
}


type Words = Messages['colourCard']

function Figures({ entries }: { entries: [string, string][] }) {
  if (entries.length === 0) return null
  return (
    <dl className="mt-1 flex flex-col gap-0.5 text-xs text-stone">
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt className="inline font-semibold text-ink">{label}: </dt>
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Swatch({ shade, slug, own, t, words, locale }: { shade: CardShade; slug: string; own: [string, string][]; t: Words; words: AvailabilityWords; locale: SiteLocale }) {
  return (
    <li data-family={shade.families.join(' ')} data-card-shade={shade.itemCode}>
      <Link
        href={productAddress(slug, shade.itemCode)}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-black/10 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:ring-2 focus-visible:ring-gold"
      >
        <span
          aria-hidden="true"
          data-finish={shade.finish}
          className="block aspect-square w-full"
          style={{ backgroundColor: shade.hex ?? '#e7e2d8', backgroundImage: shadeSheen(shade.finish) }}
        />
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="font-mono text-sm font-semibold text-ink">{shade.itemCode}</span>
          <span className="font-mono text-xs text-stone uppercase">{shade.hex ?? t.noShade}</span>
          {/* Discreet: in stock is the rule and shows nothing; the exceptions say what they are in words, not colour alone. */}
          <AvailabilityMark compact availability={shade.availability} text={availabilityText(shade.availabilityFacts, words, locale)} className="self-start" />
          <Figures entries={own} />
        </span>
      </Link>
    </li>
  )
}

/**
 * Whole card or only what ships now: two links, the one shown marked as the current page, so the
 * filter's state is seen and undone with one click, with or without JavaScript.
 */
function AvailabilityFilter({ slug, availableNow, words, t }: { slug: string; availableNow: boolean; words: AvailabilityWords & { label: string; availableNow: string; availableNowHint: string }; t: Words }) {
  const choices = [
    { on: false, text: t.all },
    { on: true, text: words.availableNow },
  ]
  return (
    <nav aria-label={words.label} className="mt-6 flex flex-wrap items-center gap-2" data-availability-filter>
      <span className="mr-1 text-sm font-semibold text-ink">{words.label}</span>
      {choices.map((choice) => (
        <Link
          key={String(choice.on)}
          href={colourCardAddress(slug, choice.on)}
          aria-current={choice.on === availableNow ? 'page' : undefined}
          className="colour-card__choice"
          data-available-now={choice.on ? 'on' : 'off'}
          scroll={false}
        >
          {choice.text}
        </Link>
      ))}
      <span className="text-sm text-stone">{words.availableNowHint}</span>
    </nav>
  )
}

/**
 * /products/{slug}/colours (issue 30.2): the product's digital colour card. Every item code as a
 * swatch large enough to judge, in the light of its finish, with its figures; a colour-family
 * filter made of radio buttons and CSS (globals.css, .colour-card), so it works without
 * JavaScript and the page stays one cached document per language. A code not in stock carries a
 * small mark; "Available now" (?available=now, card-route.ts: a cached page of its own) keeps only
 * the codes in stock or in limited stock. The card stays in item-code order, discontinued codes in
 * their place: it is the reference a buyer matches against a physical card or an old order, and
 * the filter is how they see only what they can have now.
 */
export async function ColourCardPage({ params, availableNow = false }: PageProps) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const [card, settings] = await Promise.all([getColourCard(locale, slug), getSiteSettings(locale)])
  const t = getMessages(locale)
  const c = t.colourCard
  if (!card) {
    return (
      <>
        <section className="bg-ink pt-36 pb-16 text-white">
          <div className="container-page">
            <h1 className="font-serif text-4xl">{t.meta.notFound.title}</h1>
            <p className="mt-4 text-white/80">{t.meta.notFound.description}</p>
            <Link href="/products" className="button-gold mt-6">
              {t.products.back}
            </Link>
          </div>
        </section>
        <NotFoundStatus />
      </>
    )
  }
  const words = t.availability
  const shades = availableNow ? card.shades.filter((shade) => isAvailableNow(shade.availabilityFacts)) : card.shades
  // Offered where it would hide something, and always while it is on, so that it can be turned off.
  const filterable = availableNow || card.shades.some((shade) => !isAvailableNow(shade.availabilityFacts))
  // Figures shared by the whole card, so that they read the same with the filter on.
  const shared = sharedFigures(card.shades, c)
  const present = COLOUR_FAMILIES.filter((family) => shades.some((shade) => shade.families.includes(family)))
  const path = `/products/${slug}/colours`
  return (
    <>
      <JsonLd
        locale={locale}
        settings={settings}
        path={path}
        title={c.title(card.product.name)}
        crumbs={[
          { name: t.nav.products, path: '/products' },
          { name: card.product.name, path: `/products/${slug}` },
          { name: t.meta.colourCard.title, path },
        ]}
      />
      <section className="bg-ink pt-32 pb-12 text-white">
        <div className="container-page">
          <Link href={`/products/${slug}`} className="text-sm text-gold-light hover:underline">
            <span aria-hidden="true">← </span>
            {c.back}
          </Link>
          <p className="eyebrow mt-6 text-gold-light">{c.eyebrow}</p>
          <h1 className="mt-3 font-serif text-[1.75rem]/tight break-words min-[400px]:text-4xl sm:text-5xl">{c.title(card.product.name)}</h1>
          <p className="mt-4 max-w-3xl text-white/80">{c.intro}</p>
          {card.shades.length > 0 && (
            <a href={`${path}.pdf`} className="button-gold mt-6" data-card-pdf>
              {c.pdfLink}
            </a>
          )}
        </div>
      </section>
      <div className="container-page colour-card py-10">
        {card.shades.length === 0 ? (
          <p className="text-stone">{c.empty}</p>
        ) : (
          <>
            {filterable && <AvailabilityFilter slug={slug} availableNow={availableNow} words={words} t={c} />}
            {present.length > 1 && (
              <fieldset className="flex flex-wrap items-center gap-2" data-card-filter>
                <legend className="mb-2 text-sm font-semibold text-ink">{c.filterLabel}</legend>
                {(['all', ...present] as const).map((family) => (
                  <label key={family} className="colour-card__choice">
                    <input type="radio" name="family" value={family} defaultChecked={family === 'all'} className="sr-only" />
                    <span>{family === 'all' ? c.all : t.colours.families[family]}</span>
                  </label>
                ))}
              </fieldset>
            )}
            {shared.length > 0 && (
              <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-black/5" data-card-shared>
                <Figures entries={shared} />
              </div>
            )}
            <p className="mt-4 text-sm text-stone" data-card-count>
              {availableNow ? c.availableCount(shades.length, card.shades.length) : c.count(card.shades.length)}
            </p>
            {shades.length === 0 ? (
              <p className="mt-4 rounded-xl bg-white p-4 text-stone ring-1 ring-black/5" data-none-available>
                {c.noneAvailableNow}
              </p>
            ) : (
              <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" aria-label={c.title(card.product.name)}>
                {shades.map((shade) => (
                  <Swatch key={shade.id} shade={shade} slug={slug} own={ownFigures(shade, card.shades, c)} t={c} words={words} locale={locale} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  )
}
