import { Module } from '@nestjs/common';
import { DeleteNotifyTemplatesHandler } from './commands/delete-template/delete-template.handler';
import { MarkAllMessagesReadHandler } from './commands/mark-read/mark-all-read.handler';
import { MarkMessagesReadHandler } from './commands/mark-read/mark-read.handler';
import { CreateNotifyTemplateHandler } from './commands/save-template/create-template.handler';
import { UpdateNotifyTemplateHandler } from './commands/save-template/update-template.handler';
import { SendNotifyHandler } from './commands/send-notify/send-notify.handler';
import { OfferReminderJob } from './commands/send-offer-reminders/offer-reminder.job';
import { SendOfferRemindersHandler } from './commands/send-offer-reminders/send-offer-reminders.handler';
import { LiveConsumer } from './consumers/live/live.consumer';
import { NotifyMailConsumer } from './consumers/notify-mail/notify-mail.consumer';
import { NotifyRecipientsConsumer } from './consumers/notify-recipients/notify-recipients.consumer';
import { OpenOfferTracker } from './consumers/notify-recipients/open-offer.tracker';
import { LiveGateway } from './http/live.gateway';
import { NotifyMessageController } from './http/notify-message.controller';
import { NotifyTemplateController } from './http/notify-template.controller';
import { LivePublisher } from './infrastructure/live.publisher';
import { mailTransportProvider } from './infrastructure/mail-transport';
import { NotifyMessageReadModel } from './infrastructure/notify-message.read-model';
import { NotifyMessageRepository } from './infrastructure/notify-message.repository';
import { NotifySender } from './infrastructure/notify-sender';
import { NotifyTemplateReadModel } from './infrastructure/notify-template.read-model';
import { NotifyTemplateRepository } from './infrastructure/notify-template.repository';
import { OpenOfferRepository } from './infrastructure/open-offer.repository';
import { MyUnreadCountHandler } from './queries/count-my-unread-messages/count-my-unread-messages.handler';
import { GetNotifyMessageHandler } from './queries/get-message/get-message.handler';
import { GetNotifyTemplateHandler } from './queries/get-template/get-template.handler';
import { MyUnreadMessagesHandler } from './queries/list-my-unread-messages/list-my-unread-messages.handler';
import { ListNotifyTemplatesSimpleHandler } from './queries/list-simple-templates/list-simple-templates.handler';
import { PageNotifyMessagesHandler } from './queries/page-messages/page-messages.handler';
import { MyNotifyMessagePageHandler } from './queries/page-my-messages/page-my-messages.handler';
import { PageNotifyTemplatesHandler } from './queries/page-templates/page-templates.handler';
import { NotifyTemplateSeeder } from './seed/notify-template.seeder';
import { NotifyTenantPurgeConsumer } from './consumers/tenant-purge/notify-tenant-purge.consumer';

/** Notifications: templates and messages, who hears what, mail, reminders, and the live channel. */
@Module({
  // the queue of the reminder job scheduler
  controllers: [NotifyTemplateController, NotifyMessageController],
  providers: [
    NotifyTenantPurgeConsumer,
    // infrastructure
    NotifySender,
    NotifyTemplateRepository,
    NotifyTemplateReadModel,
    NotifyMessageRepository,
    NotifyMessageReadModel,
    OpenOfferRepository,
    mailTransportProvider,
    LivePublisher,
    NotifyTemplateSeeder,
    // commands
    CreateNotifyTemplateHandler,
    UpdateNotifyTemplateHandler,
    DeleteNotifyTemplatesHandler,
    SendNotifyHandler,
    MarkMessagesReadHandler,
    MarkAllMessagesReadHandler,
    SendOfferRemindersHandler,
    OfferReminderJob,
    // queries
    GetNotifyTemplateHandler,
    PageNotifyTemplatesHandler,
    ListNotifyTemplatesSimpleHandler,
    GetNotifyMessageHandler,
    PageNotifyMessagesHandler,
    MyNotifyMessagePageHandler,
    MyUnreadMessagesHandler,
    MyUnreadCountHandler,
    // consumers
    NotifyRecipientsConsumer,
    LiveConsumer,
    NotifyMailConsumer,
    OpenOfferTracker,
    // the live channel's socket endpoint
    LiveGateway,
  ],
})
export class NotifyModule {}
