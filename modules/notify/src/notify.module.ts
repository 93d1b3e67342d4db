import { Module } from '@nestjs/common';
import { liveProviders } from './live/live.providers';
import { mailProviders } from './mail/mail.providers';
import { messageControllers, messageProviders } from './messages/messages.providers';

/** Notifications: templates and messages, who hears what, mail, reminders, and the live channel. */
@Module({
  controllers: [...messageControllers],
  providers: [...messageProviders, ...mailProviders, ...liveProviders],
})
export class NotifyModule {}
