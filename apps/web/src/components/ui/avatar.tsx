import { isAllowedImageUrl } from '@campusplate/shared'
import { useState } from 'react'

export interface AvatarProps {
  /** The image URL as given (a full URL or a /static/ path); shown only if it passes the allow check. */
  imageUrl: string | null | undefined
  /** Shown instead of the image: no image, a refused URL, or one that fails to load. */
  initial: string
  className?: string
}

/** A round picture of a person, or their initial. Decorative: the name is always written beside it. */
export function Avatar({ imageUrl, initial, className = 'size-9' }: AvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const isShown = isAllowedImageUrl(imageUrl) && imageUrl !== brokenUrl

  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-100 font-semibold text-emerald-800 ${className}`}
    >
      {isShown ? (
        <img
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setBrokenUrl(imageUrl)}
        />
      ) : (
        initial
      )}
    </span>
  )
}
