import type { ModuleMigration } from '@dha/server-core';
import { NotifyMessage } from './domain/notify-message.entity';
import { NotifyTemplate } from './domain/notify-template.entity';
import { NotifyOpenOffer } from './domain/open-offer.entity';
import { NotifyInit202611241200 } from './infrastructure/migrations/notify-init.migration';
import { NotifyOpenOffer202611241300 } from './infrastructure/migrations/notify-open-offer.migration';

export * from './notify.module';
export * from './contract';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const notifyEntities: Function[] = [NotifyTemplate, NotifyMessage, NotifyOpenOffer];
/** This module's migrations, in order. */
export const notifyMigrations: ModuleMigration[] = [
  { name: 'notify_202611241200_init', class: NotifyInit202611241200 },
  { name: 'notify_202611241300_open_offer', class: NotifyOpenOffer202611241300 },
];
