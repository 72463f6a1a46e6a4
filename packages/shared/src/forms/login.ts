import { z } from 'zod';
import { emailSchema } from './email.js';
import { errorKey } from './form-error.js';
import { passwordLengthSchema } from './password.js';

/**
 * Logging in checks the password's length limits only: whether it is right is the server's
 * answer, and a character rule would only tell an attacker about the rules.
 */
export const loginSchema = z.object(
  { email: emailSchema, password: passwordLengthSchema },
  { error: errorKey('errors.required') },
);
export type LoginForm = z.infer<typeof loginSchema>;
