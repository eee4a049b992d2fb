import type { ShadeFinish } from '../shade-finish'

export type ShadeImage = { src: string; srcSet?: string; width?: number; height?: number; alt: string }

/**
 * Light on the thread, over its flat colour: a metallic thread shows a bright band and a dark one,
 * a holographic one a faint rainbow, a pearlescent one a soft glow. A flat swatch of a gold
 * metallic reads as mustard; this is closer to what the buyer will hold.
 */
const SHEENS: Record<ShadeFinish, string | undefined> = {
  metallic:
    'linear-gradient(135deg, rgb(255 255 255 / 0.55) 0%, rgb(255 255 255 / 0) 30%, rgb(0 0 0 / 0.22) 55%, rgb(255 255 255 / 0.4) 78%, rgb(0 0 0 / 0.15) 100%)',
  holographic:
    'linear-gradient(135deg, rgb(255 255 255 / 0.5) 0%, rgb(255 255 255 / 0) 35%, rgb(0 0 0 / 0.15) 60%, rgb(255 255 255 / 0.35) 85%), linear-gradient(90deg, rgb(255 0 128 / 0.16), rgb(255 200 0 / 0.16), rgb(0 200 120 / 0.16), rgb(0 120 255 / 0.16), rgb(170 0 255 / 0.16))',
  pearlescent: 'radial-gradient(circle at 30% 25%, rgb(255 255 255 / 0.7) 0%, rgb(255 255 255 / 0) 55%), linear-gradient(160deg, rgb(255 240 250 / 0.25), rgb(220 240 255 / 0.25))',
  plain: undefined,
}

type Props = { itemCode: string; shadeHex?: string | null; image?: ShadeImage; finish: ShadeFinish; label: string; finishLabel: string }

/** The chosen item code's shade, large enough to judge: its own picture where it has one, otherwise a swatch of its colour. */
export function ShadePreview({ itemCode, shadeHex, image, finish, label, finishLabel }: Props) {
  if (!image && !shadeHex) return null
  const sheen = SHEENS[finish]
  return (
    <figure className="mt-5 flex items-center gap-4" data-shade-preview={itemCode}>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="160px"
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
          className="h-32 w-32 shrink-0 rounded-xl object-cover ring-1 ring-black/10 sm:h-40 sm:w-40"
        />
      ) : (
        <div
          role="img"
          aria-label={finishLabel ? `${label}, ${finishLabel}` : label}
          data-finish={finish}
          className="h-32 w-32 shrink-0 rounded-xl ring-1 ring-black/15 sm:h-40 sm:w-40"
          style={{ backgroundColor: shadeHex ?? undefined, backgroundImage: sheen }}
        />
      )}
      <figcaption className="text-sm text-stone">
        <span className="block font-semibold text-ink">{label}</span>
        {shadeHex && <span className="block font-mono uppercase">{shadeHex}</span>}
        {finishLabel && <span className="block">{finishLabel}</span>}
      </figcaption>
    </figure>
  )
}
