import { TextField, type TextFieldProps } from './text-field'

/** A TextField for an e-mail address: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />
}
