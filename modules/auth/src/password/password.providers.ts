import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ResetPasswordWithCodeHandler } from './commands/reset-password-with-code/reset-password-with-code.handler';
import { ResetUserPasswordHandler } from './commands/reset-user-password/reset-user-password.handler';
import { UpdatePasswordHandler } from './commands/update-password/update-password.handler';
import { PasswordResetController } from './http/password-reset.controller';
import { PasswordController } from './http/password.controller';
import { passwordResetChannelProvider } from './infrastructure/password-reset.channel';

/** Passwords: the own change, the reset by mailed code, an admin's reset. */
export const passwordControllers = [PasswordResetController, PasswordController];

export const passwordProviders = [
  UpdatePasswordHandler,
  ForgotPasswordHandler,
  ResetPasswordWithCodeHandler,
  passwordResetChannelProvider,
  ResetUserPasswordHandler,
];
