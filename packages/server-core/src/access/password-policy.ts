import { isPasswordLengthOk, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dha/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * THE password policy (OWASP ASVS 5.0 §6.2): at least 8 characters, long passphrases welcome (up to
 * 128: argon2 hashes any length), and none of the most common passwords. Every way a password is
 * chosen applies it: register, the own password change, the reset with a mailed code, an admin's
 * create, reset and import, a tenant's first administrator. Signing in applies only a length bound
 * (older passwords stay valid until their owner changes them).
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The ~49,000 most common passwords of the zxcvbn-ts project's list (@zxcvbn-ts/language-common,
 * from leaked-password frequency data), compared case-insensitively: `Password1` is as guessable
 * as `password1`.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'] as string[]);

/** The rule a password breaks (to follow the field's name in a message), or undefined when it is acceptable. */
export function passwordRuleBroken(password: string): string | undefined {
  if (!isPasswordLengthOk(password)) return `长度必须为 ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} 个字符`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return '是常见密码，很容易被猜中，请换一个';
  return undefined;
}

/** Validates a body field against the password policy; the message names the field and the rule. */
export const IsAcceptablePassword = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'acceptablePassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !passwordRuleBroken(value),
        defaultMessage: (args) =>
          `${args?.property ?? 'password'} ${typeof args?.value === 'string' ? passwordRuleBroken(args.value) : '必须是字符串'}`,
      },
    },
    options,
  );
