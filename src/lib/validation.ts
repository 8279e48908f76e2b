import { z } from 'zod';

/**
 * The validation rules of SPEC section 5 with their Danish messages, shared by the forms' resolvers and the
 * procedures' inputs.
 */
export const MESSAGES = {
  email: 'Email skal indeholde @ og domæne',
  required: (field: string) => `${field} er påkrævet`,
  requiredCustom: 'Email er påkrævet',
  repeatEmail: 'Venligst tjek at emails matcher',
  fallback: (field: string) => `${field} is not valid.`,
} as const;

/** A local part, '@', and a domain whose top-level part has at least two letters. */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[a-zA-Z]{2,}$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** A required, trimmed text field named `field` in the message. */
export const requiredText = (field: string, max = 500) =>
  z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, MESSAGES.required(field))
    .max(max, MESSAGES.fallback(field));

/** A required e-mail ('Email er påkrævet' when empty). */
export const emailField = z
  .string({ error: MESSAGES.requiredCustom })
  .trim()
  .min(1, MESSAGES.requiredCustom)
  .max(254, MESSAGES.email)
  .refine(isEmail, MESSAGES.email);

/** One or more e-mails separated by commas (the rule's list variant). */
export const emailListField = z
  .string({ error: MESSAGES.requiredCustom })
  .trim()
  .min(1, MESSAGES.requiredCustom)
  .refine((value) => value.split(',').every((part) => isEmail(part)), MESSAGES.email);
