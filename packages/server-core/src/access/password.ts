import * as argon2 from 'argon2';

/** Passwords are stored as argon2id hashes. */
export function hashPassword(plain: string): Promise<string> {
  // OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and quick enough for a login per request
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, plain);
  return false;
}
