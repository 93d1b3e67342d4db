import type { Provider, Type } from '@nestjs/common';
import { NotifyConsumer } from '../recipients/notify.consumer';
import { DeleteNotifyTemplatesHandler } from '../templates/delete-template/delete-template.command';
import { NotifyTemplateController } from '../templates/notify-template.controller';
import { CreateNotifyTemplateHandler, UpdateNotifyTemplateHandler } from '../templates/save-template/save-template.commands';
import { NotifyTemplateSeeder } from '../templates/seed/notify-template.seeder';
import { SendNotifyHandler } from '../templates/send-notify/send-notify.command';
import {
  GetNotifyTemplateHandler,
  ListNotifyTemplatesSimpleHandler,
  PageNotifyTemplatesHandler,
} from '../templates/template-queries/template.queries';
import { GetNotifyMessageHandler, PageNotifyMessagesHandler } from './admin-messages/admin-messages.queries';
import { MarkAllMessagesReadHandler, MarkMessagesReadHandler } from './mark-read/mark-read.commands';
import { MyNotifyMessagePageHandler, MyUnreadCountHandler, MyUnreadMessagesHandler } from './my-messages/my-messages.queries';
import { NotifyMessageController } from './notify-message.controller';
import { NotifySender } from './notify-sender';

/** Providers and controllers of templates, messages and who hears what. */
export const messageProviders: Provider[] = [
  NotifySender,
  NotifyTemplateSeeder,
  CreateNotifyTemplateHandler,
  UpdateNotifyTemplateHandler,
  DeleteNotifyTemplatesHandler,
  GetNotifyTemplateHandler,
  PageNotifyTemplatesHandler,
  ListNotifyTemplatesSimpleHandler,
  SendNotifyHandler,
  GetNotifyMessageHandler,
  PageNotifyMessagesHandler,
  MyNotifyMessagePageHandler,
  MyUnreadMessagesHandler,
  MyUnreadCountHandler,
  MarkMessagesReadHandler,
  MarkAllMessagesReadHandler,
  NotifyConsumer,
];
export const messageControllers: Type[] = [NotifyTemplateController, NotifyMessageController];
