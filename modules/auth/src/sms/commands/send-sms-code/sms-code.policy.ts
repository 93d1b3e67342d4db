import type { SmsSceneValue } from '@dha/contracts';
import type { OneTimeCodePolicy } from '../../../infrastructure/one-time-codes.store';

/** An SMS code: 10 minutes, once, one send a minute and ten a day per mobile, 5 wrong tries burn it. */
export const smsCodePolicy = (scene: SmsSceneValue): OneTimeCodePolicy => ({
  purpose: `sms-${scene}`,
  validMinutes: 10,
  resendSeconds: 60,
  maxTries: 5,
  dailyMax: 10,
});

/** Whose SMS code it is: one per mobile of a tenant (and scene). */
export const smsSubject = (tenantId: number, mobile: string): string => `${tenantId}:${mobile}`;
