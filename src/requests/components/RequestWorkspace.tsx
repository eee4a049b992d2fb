'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { Messages } from '../../i18n/messages'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import type { FormFlash } from '../../platform/http/form-flash'
import { addLine, encodeLines, isFullFor, MAX_LINES, replaceLine, requestPath, type RequestLine } from '../lines'
import { RequestForm } from './RequestForm'
import { RequestLines } from './RequestLines'
import type { LineWords, ShownLine } from './shown-line'
import { readStoredLines, storeLines } from './stored-lines'
import { fill } from '../../shared/text/fill'

type Props = {
  lines: ShownLine[]
  /**
   * What the address held: a list (a share link, an edit), a line to add, nothing (the plain, cached
   * /request), or nothing but the buyer's cookie held a list (list-cookie.ts).
   */
  source: 'lines' | 'add' | 'none' | 'kept'
  /** The line to add found the list full (MAX_LINES): the server saw it (no JavaScript), or the browser's list does. */
  full?: boolean
  t: Messages['requests']
  /** What a line says of its code's availability (lineWords). */
  a: LineWords
  locale: string
  flash?: FormFlash
  /** The site's privacy policy, offered beside the send button. */
  privacy: { title: string; paragraphs: readonly string[] }
  /** The form's key, when the page was drawn per request (RequestForm). */
  submissionKey?: string
}

const alwaysTrue = () => true

/**
 * The request page's island. The server renders the lines named in the
 * address; in the browser the list is also kept in localStorage: the plain
 * /request opens the stored list (asking the server for its names), an added
 * line joins it, and a share link becomes the visitor's list. Edits are kept
 * at once and the address follows, so a reload or a copied address shows them.
 */
export function RequestWorkspace({ lines: initial, source, full: fullOnServer = false, t, a, locale, flash, privacy, submissionKey }: Props) {
  const router = useRouter()
  const enhanced = useBrowserValue(alwaysTrue, false)
  const [lines, setLines] = useState(initial)
  // An added line the browser's list could not take (it already holds MAX_LINES lines).
  const fullInBrowser = useBrowserValue(() => source === 'add' && initial.some(({ line }) => isFullFor(readStoredLines(), line)), false)
  const full = fullOnServer || fullInBrowser

  useEffect(() => {
    const stored = readStoredLines()
    const named = initial.map((entry) => entry.line)
    if (source === 'lines') {
      storeLines(named)
      return
    }
    const merged = named.reduce(addLine, stored)
    if (source === 'add' || source === 'kept') storeLines(merged)
    // The address follows the list (the plain /request shows no list in its address).
    if (source === 'kept' || encodeLines(merged) !== encodeLines(named)) router.replace(requestPath(merged), { scroll: false })
  }, [initial, source, router])

  const change = (next: RequestLine[]) => {
    setLines(next.map((line) => ({ ...lines.find((entry) => entry.line.product === line.product && entry.line.code === line.code)!, line })))
    storeLines(next)
    window.history.replaceState(null, '', requestPath(next))
  }

  // A replacement's name and availability are the server's to read: the list is kept, then drawn again for its new address.
  const replace = (value: string) => {
    const next = replaceLine(lines.map((entry) => entry.line), value)
    storeLines(next)
    router.replace(requestPath(next), { scroll: false })
  }

  const available = lines.filter((entry) => entry.available).map((entry) => entry.line)
  // The form asks for the buyer's details only once there is something to send.
  const sendable = available.length > 0
  const shareLink = requestPath(lines.map((entry) => entry.line))

  return (
    <div className={`container-page grid gap-8 py-16 ${sendable ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
      <section aria-labelledby="request-lines" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
        <h2 id="request-lines" className="font-serif text-2xl">
          {t.title}
        </h2>
        {full && (
          <p role="status" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" data-request-full>
            {fill(t.listFull, { max: String(MAX_LINES) })}
          </p>
        )}
        {lines.length === 0 ? (
          <div className="mt-4 text-stone" data-request-empty>
            <p>{t.empty}</p>
            <Link href="/products" className="button-gold mt-4 inline-block px-4 py-2">
              {t.browse}
            </Link>
          </div>
        ) : (
          <>
            <RequestLines lines={lines} t={t} a={a} onChange={enhanced ? change : undefined} onReplace={enhanced ? replace : undefined} />
            <p className="mt-6 text-sm text-stone">
              <a href={shareLink} className="font-semibold text-gold-dark hover:underline" data-share-link>
                {t.share}
              </a>{' '}
              — {t.shareHint}
            </p>
          </>
        )}
      </section>
      {sendable && (
        <section aria-labelledby="send" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
          <h2 id="send" className="font-serif text-2xl">
            {t.formTitle}
          </h2>
          <div className="relative mt-6">
            <RequestForm lines={available} t={t} locale={locale} flash={flash} enhanced={enhanced} privacy={privacy} submissionKey={submissionKey} onSent={() => storeLines([])} />
          </div>
        </section>
      )}
    </div>
  )
}
