import { ALL_ROLES_PASS } from '@dha/contracts';

/**
 * Who reads whole mobile numbers in the user lookup: only the all-powerful roles (super_admin,
 * legacy admin). Other staff see `138****8000` — enough to tell two people apart — and find a
 * user by mobile only by typing the whole number, so the hidden digits cannot be probed.
 */
export function mayReadFullMobile(roles: readonly string[]): boolean {
  return roles.some((r) => (ALL_ROLES_PASS as readonly string[]).includes(r));
}

/** `13800138000` → `138****8000`; anything shorter than 8 characters is hidden whole. */
export function maskMobile(mobile: string | null): string | null {
  if (mobile === null || mobile === '') return mobile;
  if (mobile.length < 8) return '****';
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
