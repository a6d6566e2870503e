import { z } from 'zod';
import { singleLineText } from '../text/text.schema.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../constants.ts';
import { isCommonPassword } from './accounts.rules.ts';

/** Field schemas with the spec's exact messages. */
export const emailSchema = z.string({ error: 'Please enter a valid email address' }).trim().toLowerCase().max(254, 'Please enter a valid email address').email('Please enter a valid email address');

export const nameSchema = singleLineText({ label: 'Name', error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters long`);

/** A password the server accepts for a new account: long enough and not a well-known one. */
export const newPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine((value) => !isCommonPassword(value), {
    message: 'This password is too common and easy to guess. Please choose another one.',
  });

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The registration form: the API payload plus the confirmation the form collects but never sends. */
export const registerFormSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'The reset link is missing its token' }).min(1, 'The reset link is missing its token').max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const birthdayInputSchema = z.strictObject({
  birthdayMonth: z
    .number({ error: 'Birthday month must be a whole number from 1 (January) to 12 (December)' })
    .int('Birthday month must be a whole number from 1 (January) to 12 (December)')
    .min(1, 'Birthday month must be a whole number from 1 (January) to 12 (December)')
    .max(12, 'Birthday month must be a whole number from 1 (January) to 12 (December)'),
  showOnBirthdayBoard: z.boolean({ error: 'showOnBirthdayBoard must be true or false' }),
});
export type BirthdayInput = z.infer<typeof birthdayInputSchema>;

/** Account settings: any subset of name and birthday fields; birthdayMonth null clears it. */
export const updateProfileInputSchema = z.strictObject({
  name: nameSchema.optional(),
  birthdayMonth: birthdayInputSchema.shape.birthdayMonth.nullable().optional(),
  showOnBirthdayBoard: z.boolean({ error: 'showOnBirthdayBoard must be true or false' }).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Deleting an account asks for the password again (accounts made through sign-in with a provider type DELETE instead). */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const userRoleSchema = z.enum(['customer', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema.catch('customer'),
  birthdayMonth: z.number().int().min(1).max(12).nullable(),
  showOnBirthdayBoard: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /**
   * True when the session in use was begun by a sign-in after registering (the member has been here
   * before); false on the session their registration began. Sent by the current-user answer only.
   */
  returning: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string().optional(), user: userSchema.optional(), error: z.string().optional() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
