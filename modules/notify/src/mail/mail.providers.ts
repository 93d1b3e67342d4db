import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule, Provider } from '@nestjs/common';
import { OpenOfferConsumer } from '../reminders/track-offers/open-offer.consumer';
import { OFFER_REMINDER_QUEUE, OfferReminderProcessor } from '../reminders/send-reminders/offer-reminder.processor';
import { SendOfferRemindersHandler } from '../reminders/send-reminders/send-offer-reminders.command';
import { mailTransportProvider } from './mail-transport';
import { NotifyMailConsumer } from './notify-mail.consumer';

/** Providers of the mail channel and the offer reminders. */
export const mailProviders: Provider[] = [
  mailTransportProvider,
  NotifyMailConsumer,
  OpenOfferConsumer,
  SendOfferRemindersHandler,
  OfferReminderProcessor,
];

/** The queue of the reminder job scheduler. */
export const mailImports: DynamicModule[] = [BullModule.registerQueue({ name: OFFER_REMINDER_QUEUE })];
