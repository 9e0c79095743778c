import { z } from 'zod';
import { requiredOrInvalid, requiredString } from '../../shared/validation/parse-input.js';

/** Field rules of docs/product.md#rules shared by sign-up, account updates and password changes. */
export const emailRule = requiredString().max(254, 'tooLong').pipe(z.email('invalid')).transform((email) => email.toLowerCase());

export const PASSWORD_SPECIALS = '@$!%*#?&';
export const passwordRule = z
  .string({ error: requiredOrInvalid })
  .min(1, 'required')
  .min(8, 'tooShort')
  .max(64, 'tooLong')
  .regex(/[a-z]/, 'invalid')
  .regex(/[A-Z]/, 'invalid')
  .regex(/\d/, 'invalid')
  .regex(/[@$!%*#?&]/, 'invalid')
  .regex(/^[A-Za-z\d@$!%*#?&]+$/, 'invalid');

export const firstNameRule = requiredString().max(32, 'tooLong');
export const lastNameRule = requiredString().max(64, 'tooLong');
