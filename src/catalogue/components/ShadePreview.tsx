import { shadeSheen, type ShadeFinish } from '../../shared/item-codes/shade-finish'

export type ShadeImage = { src: string; srcSet?: string; width?: number; height?: number; alt: string }

type Props = { itemCode: string; shadeHex?: string | null; image?: ShadeImage; finish: ShadeFinish; label: string; finishLabel: string }

/** The chosen item code's shade, large enough to judge: its own picture where it has one, otherwise a swatch of its colour. */
export function ShadePreview({ itemCode, shadeHex, image, finish, label, finishLabel }: Props) {
  if (!image && !shadeHex) return null
  const sheen = shadeSheen(finish)
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
