import { judgePassword, type PasswordContext } from '@nestly/shared/password-rule';
import { AppError } from './app-error';

/**
 * The server's side of the one password rule (`@nestly/shared/password-rule`, decision 011): it
 * refuses exactly what the web's strength meter calls weak, with the meter's sentence, as a 400
 * naming `field`. Sign-up, reset and change-password each pass the person's e-mail and name.
 */
export const assertAcceptablePassword = (
  password: string,
  context: PasswordContext,
  field: string,
) => {
  const { refusal } = judgePassword(password, context);
  if (refusal) {
    throw new AppError('VALIDATION_ERROR', {
      message: refusal,
      details: [{ field, message: refusal }],
    });
  }
};
