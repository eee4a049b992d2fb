'use client'
import { useEffect, useState } from 'react'
import { toast } from '../../shared/ui/toast/store'
import { requestCount, setCount, setLiked, useLikeCount, useLiked } from '../likes-store'

export type LikeLabels = {
  like: string
  liked: string
  /** The accessible name on a card, e.g. Like “Title”. */
  likeItem: string
  likesUnit: string
  errorTitle: string
  failed: string
}

type Props = { id: number; initialLikes: number; variant: 'card' | 'article'; labels: LikeLabels }

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  )
}

/**
 * Like or unlike a news item: the count and the pressed state change at once,
 * and go back with an error toast if the server refuses. The control is
 * disabled while its request is in flight.
 */
export function LikeButton({ id, initialLikes, variant, labels }: Props) {
  const liked = useLiked(id)
  const count = useLikeCount(id, initialLikes)
  const [busy, setBusy] = useState(false)

  useEffect(() => requestCount(id), [id])

  async function toggle() {
    if (busy) return
    const before = { liked, count }
    const action = liked ? 'unlike' : 'like'
    setBusy(true)
    setLiked(id, !liked)
    setCount(id, count + (liked ? -1 : 1))
    try {
      const response = await fetch(`/api/news-items/${id}/like`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ action }),
      })
      if (!response.ok) throw new Error(`Like failed with ${response.status}`)
      const body = (await response.json()) as { likes?: unknown }
      if (typeof body.likes === 'number') setCount(id, body.likes)
    } catch (error) {
      console.error(error)
      setLiked(id, before.liked)
      setCount(id, before.count)
      toast({ title: labels.errorTitle, description: labels.failed, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const base =
    'inline-flex items-center gap-2 rounded-full border font-semibold transition disabled:cursor-wait disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold'
  // One button for both places; the card's is small and names its item for screen readers, the article's shows its label.
  const likedLook = 'border-red-200 bg-red-50 text-red-700'
  const look =
    variant === 'card'
      ? `relative z-10 px-3 py-1.5 text-sm ${liked ? likedLook : 'border-stone/30 bg-white text-stone hover:border-gold hover:text-ink'}`
      : `px-5 py-2.5 ${liked ? likedLook : 'border-gold bg-gold text-ink hover:bg-gold-light'}`
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      data-like-button={id}
      className={`${base} ${look}`}
    >
      <HeartIcon filled={liked} />
      {variant === 'card' ? (
        <>
          <span className="sr-only">{labels.likeItem}, </span>
          <span data-like-count>{count}</span>
          <span className="sr-only"> {labels.likesUnit}</span>
        </>
      ) : liked ? (
        labels.liked
      ) : (
        <span>
          {labels.like} (<span data-like-count>{count}</span>)
        </span>
      )}
    </button>
  )
}

/** The count alone, e.g. in the article hero; follows every like control of the same item. */
export function LikeCount({ id, initialLikes, template, templateOne }: { id: number; initialLikes: number; template: string; templateOne: string }) {
  const count = useLikeCount(id, initialLikes)
  const liked = useLiked(id)
  useEffect(() => requestCount(id), [id])
  const [before, after] = (count === 1 ? templateOne : template).split('{count}')
  return (
    <span className="inline-flex items-center gap-1.5" data-like-total={id}>
      <HeartIcon filled={liked} />
      <span>
        {before}
        <span data-like-count>{count}</span>
        {after}
      </span>
    </span>
  )
}
