import { ACCOUNT_MESSAGES, PROFILE_IMAGE_MIME_TYPES, SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { useRef, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { useTimedValue } from '@/lib/use-timed-value'
import { useSaveProfileImage } from '../api/save-profile-image'
import { ACCOUNT_UI } from '../messages'
import { photoErrorMessage } from '../utils/account-errors'
import { photoFileError, readAsDataUrl } from '../utils/photo-file'
import { ErrorText, SectionRow, SuccessStatus } from './section-row'

interface Preview {
  file: File
  dataUrl: string
}

/** docs/product.md#account-actions: a chosen image is previewed, then saved (upload, then profile update) or cancelled. */
export function PhotoSection({ image, initial }: { image: string | null; initial: string }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const success = useTimedValue<string>(SUCCESS_MESSAGE_MS)
  const save = useSaveProfileImage()

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''
    if (!file) return
    save.reset()
    const error = photoFileError(file)
    setFileError(error)
    if (error) return
    try {
      setPreview({ file, dataUrl: await readAsDataUrl(file) })
    } catch {
      setFileError(ACCOUNT_MESSAGES.imageReadFailed)
    }
  }

  const cancel = () => {
    setPreview(null)
    save.reset()
  }

  const errorMessage = fileError ?? (save.isError ? photoErrorMessage(save.error) : null)

  return (
    <SectionRow title={ACCOUNT_UI.photo} status={<SuccessStatus message={success.value} />}>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview.dataUrl}
            alt={ACCOUNT_UI.photoPreview}
            // A file named and typed as an image that the browser cannot draw (a corrupt .png) is refused
            // here, before it is offered for saving.
            onError={() => {
              setPreview(null)
              setFileError(ACCOUNT_MESSAGES.imageInvalidType)
            }}
            className="size-20 shrink-0 rounded-full object-cover ring-2 ring-emerald-600"
          />
        ) : (
          <Avatar imageUrl={image} initial={initial} className="size-20 text-2xl" />
        )}
        <div className="flex flex-wrap gap-2">
          {preview ? (
            <>
              <Button
                disabled={save.isPending}
                aria-busy={save.isPending}
                onClick={() =>
                  save.mutate(preview.file, {
                    onSuccess: () => {
                      setPreview(null)
                      success.show(ACCOUNT_MESSAGES.imageUpdated)
                    },
                  })
                }
              >
                {save.isPending ? ACCOUNT_UI.saving : ACCOUNT_UI.savePhoto}
              </Button>
              <Button variant="secondary" disabled={save.isPending} onClick={cancel}>
                {ACCOUNT_UI.cancel}
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
              {image ? ACCOUNT_UI.changePhoto : ACCOUNT_UI.choosePhoto}
            </Button>
          )}
        </div>
      </div>
      {/* The visible button opens this picker: the input is kept out of the Tab order and the accessibility tree. */}
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
        aria-label={ACCOUNT_UI.choosePhoto}
        aria-hidden="true"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p className="mt-2 text-xs text-slate-600">{ACCOUNT_UI.photoHint}</p>
      <ErrorText message={errorMessage} />
    </SectionRow>
  )
}
