import { z } from 'zod';

/**
 * An owner's Permanent Account Number, printed on rent receipts: a tenant paying more than
 * ₹1,00,000 a year in rent needs the landlord's PAN to claim HRA. Format `AAAAA9999A`
 * (PRODUCT.md). Typed in lower case or with spaces around it, it is stored upper case.
 */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const panSchema = z
  .string({ error: 'Enter a PAN' })
  .trim()
  .toUpperCase()
  .regex(PAN_PATTERN, { error: 'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F' });

/** On the owner's profile the PAN is optional: null (or an empty box) removes it. */
export const optionalPanSchema = z
  .union([z.literal('').transform(() => null), panSchema])
  .nullable();
export type OptionalPan = z.infer<typeof optionalPanSchema>;
