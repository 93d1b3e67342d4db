import type { ModuleMigration } from '@dha/server-core';
import { NotifyMessage } from './messages/notify-message.entity';
import { NotifyInit202611241200 } from './messages/migrations/notify-init.migration';
import { NotifyTemplate } from './templates/notify-template.entity';
import { NotifyOpenOffer202611241300 } from './reminders/migrations/notify-open-offer.migration';
import { NotifyOpenOffer } from './reminders/open-offer.entity';

export * from './notify.module';
export * from './contract/notify.events';

/** Tables this module owns (registered with the one ORM instance by the server). */
export const notifyEntities: Function[] = [NotifyTemplate, NotifyMessage, NotifyOpenOffer];
/** This module's migrations, in order. */
export const notifyMigrations: ModuleMigration[] = [
  { name: 'notify_202611241200_init', class: NotifyInit202611241200 },
  { name: 'notify_202611241300_open_offer', class: NotifyOpenOffer202611241300 },
];
