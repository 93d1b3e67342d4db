import { Module } from '@nestjs/common';
import { liveProviders } from './live/live.providers';
import { mailImports, mailProviders } from './mail/mail.providers';
import { messageControllers, messageProviders } from './messages/messages.providers';

/** Notifications: templates and messages, who hears what, mail, reminders, and the live channel. */
@Module({
  imports: [...mailImports],
  controllers: [...messageControllers],
  providers: [...messageProviders, ...mailProviders, ...liveProviders],
})
export class NotifyModule {}
