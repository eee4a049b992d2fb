'use client'
import { useEffect, useState } from 'react'
import { ArrowUpIcon } from '../../shared/ui/icons'

const SCROLL_TO_TOP_THRESHOLD = 300

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-5 bottom-5 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-gold text-ink shadow-lg transition hover:bg-gold-light"
    >
      <ArrowUpIcon />
    </button>
  )
}
