import { env } from '../../config/env.server'
import { getMessages } from '../../i18n/messages'
import { deliverMail } from '../../infrastructure/email'
import { defineDelivery } from '../../platform/outbox/delivery-task'
import { contactRecipient } from '../../platform/outbox/owner-address'
import { retriedMailTask } from '../../platform/outbox/retried-mail-task'
import type { Quote, QuoteQuestion } from '../../payload-types'
import { fill } from '../../shared/text/fill'
import { longDate } from '../../shared/text/long-date'
import { renderQuotePdf } from '../pdf/render'
import { printedOf, quoteLocale, quoteUrl } from '../printed'

/** One Message-ID per mail, the same at every try: a receiver that got a mail twice (its answer lost in a crash) can tell. */
const messageId = (kind: string, id: number) => `<${kind}-${id}@${new URL(env().siteUrl).hostname}>`

/**
 * A sent quote, mailed to the buyer in their language with its PDF attached and the private link,
 * the owner in copy, the owner's address to reply to (issue 51.2). Through the outbox: stored first
 * (the quote is Sent, its delivery Waiting), retried on the outbox's schedule however long the mail
 * server is down, one job per quote at a time.
 */
export const quoteDelivery = defineDelivery({
  slug: 'send-quote',
  label: 'Send a quote to the buyer',
  collection: 'quotes',
  keyPrefix: 'quote',
  send: async (req, quote: Quote) => {
    const locale = quoteLocale(quote)
    const words = getMessages(locale).quotes
    const owner = await contactRecipient(req.payload)
    const pdf = await renderQuotePdf(req, quote)
    const result = await deliverMail(req.payload, {
      to: quote.email!,
      cc: owner,
      replyTo: owner,
      subject: fill(words.mailSubject, { reference: quote.reference! }),
      text: fill(words.mailText, {
        request: printedOf(quote)?.requestReference ?? '',
        reference: quote.reference!,
        date: longDate(locale, new Date(quote.validUntil)),
        link: quoteUrl(quote),
      }),
      attachments: [{ filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' }],
      messageId: messageId('quote', quote.id),
    })
    return { result, to: quote.email! }
  },
})

/** A buyer's question on a quote, to the owner, the buyer's address to reply to. */
export const quoteQuestionDelivery = defineDelivery({
  slug: 'send-quote-question',
  label: "Send a buyer's question on a quote",
  collection: 'quote-questions',
  keyPrefix: 'quote-question',
  send: async (req, question: QuoteQuestion) => {
    const to = question.recipient || (await contactRecipient(req.payload))
    if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    const result = await deliverMail(req.payload, {
      to,
      replyTo: question.email ?? undefined,
      subject: `Question on quote ${question.quoteReference} from ${question.company ?? question.email}`,
      text: `Site language: ${question.locale ?? 'en'}\nBuyer: ${question.company ?? ''} <${question.email ?? ''}>\n\n${question.message}`,
      messageId: messageId('quote-question', question.id),
    })
    return { result, to }
  },
})

type AcceptedInput = { quoteId: number; to: 'owner' | 'buyer'; attempt?: number }

/** The mails of an accepted quote: the buyer's confirmation in their language, the owner's notice in English; each retried on its own. */
export const quoteAcceptedMail = retriedMailTask<AcceptedInput>({
  slug: 'send-quote-accepted',
  label: 'Send the mails of an accepted quote',
  inputSchema: [
    { name: 'quoteId', type: 'number', required: true },
    { name: 'to', type: 'text', required: true },
  ],
  concurrencyKey: (input) => `quote-accepted-${input.quoteId}-${input.to}`,
  compose: async (req, input) => {
    const quote = await req.payload.findByID({ collection: 'quotes', id: input.quoteId, depth: 0, req, disableErrors: true })
    if (!quote || quote.status !== 'accepted' || !quote.acceptedAt) return null
    const startedAt = new Date(quote.acceptedAt)
    const name = `The ${input.to}'s mail of accepted quote ${quote.reference}`
    if (input.to === 'buyer') {
      const locale = quoteLocale(quote)
      const words = getMessages(locale).quotes
      const po = quote.purchaseOrder ? ` ${fill(words.acceptedPo, { po: quote.purchaseOrder })}.` : ''
      return {
        startedAt,
        name,
        mail: {
          to: quote.email!,
          subject: fill(words.acceptedMailSubject, { reference: quote.reference! }),
          text: fill(words.acceptedMailText, { reference: quote.reference!, date: longDate(locale, startedAt), po, link: quoteUrl(quote) }),
          messageId: messageId('quote-accepted-buyer', quote.id),
        },
      }
    }
    const owner = await contactRecipient(req.payload)
    if (!owner) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
    return {
      startedAt,
      name,
      mail: {
        to: owner,
        replyTo: quote.email ?? undefined,
        subject: `Quote ${quote.reference} accepted by ${quote.company}`,
        text: [
          `${quote.acceptedName} (${quote.company}, ${quote.email}) accepted quote ${quote.reference} on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
          quote.purchaseOrder ? `Purchase order: ${quote.purchaseOrder}` : 'No purchase order number given.',
          `Totals: ${quote.totalsText || 'free of charge'}`,
          '',
          `Open it in the admin: ${env().siteUrl}/admin/collections/quotes/${quote.id}`,
        ].join('\n'),
        messageId: messageId('quote-accepted-owner', quote.id),
      },
    }
  },
})
