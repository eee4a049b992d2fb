'use client'
import { useEffect, useState } from 'react'
import { SpinnerIcon } from './icons'

type Props = { src: string; alt: string; loadingLabel: string }

/**
 * A 192 px QR code: preloaded, a spinner until it has loaded; if loading fails
 * the failure is logged and the image path is used as it is.
 */
export function QrImage({ src, alt, loadingLabel }: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  useEffect(() => {
    const image = new Image()
    image.onload = () => setState('loaded')
    image.onerror = () => {
      console.error(`QR image failed to load: ${src}`)
      setState('failed')
    }
    image.src = src
  }, [src])
  return (
    <div className="relative flex h-48 w-48 items-center justify-center bg-white">
      {state === 'loading' && (
        <span role="status" className="absolute inset-0 flex items-center justify-center text-stone">
          <SpinnerIcon width={28} height={28} />
          <span className="sr-only">{loadingLabel}</span>
        </span>
      )}
      <img src={src} alt={alt} width={192} height={192} className={state === 'loading' ? 'opacity-0' : 'opacity-100'} />
    </div>
  )
}
