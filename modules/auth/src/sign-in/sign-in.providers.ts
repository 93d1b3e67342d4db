import { LoginHandler } from './commands/login/login.handler';
import { RegisterHandler } from './commands/register/register.handler';
import { UnlockUserHandler } from './commands/unlock-user/unlock-user.handler';
import { AuthController } from './http/auth.controller';
import { LoginAttempts } from './infrastructure/login-attempts.store';
import { LoginKeyStore } from './infrastructure/login-key.store';
import { SignInLog } from './infrastructure/sign-in.log';

/** Signing in with a password, registering, login locks. */
export const signInControllers = [AuthController];

export const signInProviders = [LoginAttempts, LoginKeyStore, LoginHandler, RegisterHandler, SignInLog, UnlockUserHandler];
