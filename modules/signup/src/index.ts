import type { ModuleMigration } from '@dha/server-core';
import { SignupHistoryEntity } from './domain/signup-history.entity';
import { SignupSeatEntity } from './domain/signup-seat.entity';
import { SignupEntity } from './domain/signup.entity';
import { SignupInit202611221000 } from './infrastructure/migrations/signup-init.migration';

export * from './signup.module';
export { OFFER_EXPIRY_QUEUE } from './infrastructure/offer-expiry.scheduler';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const signupEntities: Function[] = [SignupEntity, SignupHistoryEntity, SignupSeatEntity];
/** This module's migrations, in order. */
export const signupMigrations: ModuleMigration[] = [{ name: 'signup_202611221000_init', class: SignupInit202611221000 }];
