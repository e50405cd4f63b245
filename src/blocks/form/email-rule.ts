/** Shown in the invalid e-mail message in place of {email} (chosen here: the spec leaves it open). */
export const EMAIL_FORMAT_EXAMPLE = 'nome@exemplo.com';

const MIN_LENGTH = 3;
const MAX_LENGTH = 256;

/**
 * Something@domain.tld with a top-level part of 2 to 4 letters or digits (site-runtime.md §5). The
 * local and domain parts hold no spaces and no second @; the domain's labels are not empty.
 */
const ADDRESS = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/;

/** The e-mail rule of site-runtime.md §5 for a non-empty address: 3 to 256 characters and the shape above. */
export function isValidEmail(address: string): boolean {
  return address.length >= MIN_LENGTH && address.length <= MAX_LENGTH && ADDRESS.test(address);
}
