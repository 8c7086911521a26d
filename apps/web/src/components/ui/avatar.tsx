import { isAllowedImageUrl } from '@campusplate/shared'
import { useState } from 'react'

export interface AvatarProps {
  /** Shown only if it passes the allow check. */
  imageUrl: string | null | undefined
  /** Shown with no image, a refused URL, or one that fails to load. */
  initial: string
  className?: string
}

/** Decorative: the name is always written beside it. */
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
