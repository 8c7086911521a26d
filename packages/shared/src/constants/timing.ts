/** docs/product.md#constants timings, in milliseconds. */
export const SAVED_CONFIRMATION_MS = 2000
export const SUCCESS_MESSAGE_MS = 3000
export const EMAIL_CHANGE_LOGOUT_DELAY_MS = 1500
export const RESET_REDIRECT_DELAY_MS = 3000
export const ENERGY_TARGET_REFRESH_DELAY_MS = 500
export const CALLBACK_PROFILE_REFRESH_DELAY_MS = 100
