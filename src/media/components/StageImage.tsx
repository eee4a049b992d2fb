/** The selected image of a media viewer: whole (contained), sized for the stage, fetched first when it is the opening one. */
export function StageImage({ image, sizes, opening }: { image: { src: string; srcSet?: string; alt: string; width?: number; height?: number }; sizes: string; opening: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority={opening ? 'high' : undefined}
      className="h-full w-full object-contain"
    />
  )
}
