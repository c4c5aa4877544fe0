// The input attributes of the common fields: `{...emailInput}` on a form's `TextField`.

/** The input attributes of a required e-mail address field: `{...emailInput}`. */
export const emailInput = { type: 'email', autoComplete: 'email', required: true } as const;

/** The input attributes of a required field for the person's current password. */
export const currentPasswordInput = {
  type: 'password',
  autoComplete: 'current-password',
  required: true,
} as const;

/** The input attributes of a required field for a new password (password managers offer one). */
export const newPasswordInput = {
  type: 'password',
  autoComplete: 'new-password',
  required: true,
} as const;
