import { CommonStatus, NotifyUserType, type NotifyMailKindValue, type NotifyMessageVO } from '@dha/contracts';
import { BizError, OutboxEvent } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FindMailOptedInUsersQuery } from '@dha/auth';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NOTIFY_MESSAGE_AGGREGATE, NotifyEventTypes, type NotifyMessageCreatedPayload } from '../contract/notify.events';
import { SYSTEM_TENANT_ID } from '../domain/notify-template.entity';
import { renderTemplate } from '../domain/template-content';
import { NotifyErrors } from '../notify.errors';
import { rowToMessageVO, type NotifyMessageRow } from './notify-message.read-model';

interface TemplateRow {
  id: number;
  code: string;
  nickname: string;
  content: string;
  type: number;
  status: number;
}

export interface NotifySendInput {
  tenantId: number;
  templateCode: string;
  userIds: number[];
  params: Record<string, unknown>;
  userType?: number;
  /** the event this sends for: at most one message per (event, user, template), enforced by the database */
  sourceEventId?: string | null;
  /** the mail opt-in kind; null: never mailed */
  mailKind?: NotifyMailKindValue | null;
  /** an unknown template: 'throw' 1_002_026_000 (a person asked), or 'skip' with a warning (an event) */
  onMissingTemplate?: 'throw' | 'skip';
}

/**
 * The one way a message is created. In the caller's transaction: renders the template (a disabled
 * template sends nothing), inserts one message per user (a second one for the same source event is
 * skipped at the database), and writes one NotifyMessageCreated outbox event per message, which the
 * live and mail consumers pick up after the commit.
 */
@Injectable()
export class NotifySender {
  private readonly logger = new Logger(NotifySender.name);

  constructor(private readonly queryBus: QueryBus) {}

  /** Answers the messages created (empty when the template is off or every message existed already). */
  async send(em: EntityManager, input: NotifySendInput): Promise<NotifyMessageVO[]> {
    const userIds = [...new Set(input.userIds)];
    if (!userIds.length) return [];
    const template = await this.findTemplate(em, input.tenantId, input.templateCode);
    if (!template) {
      if (input.onMissingTemplate !== 'skip') throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
      this.logger.warn({ templateCode: input.templateCode, tenantId: input.tenantId }, 'no such notify template: nothing sent');
      return [];
    }
    if (template.status !== CommonStatus.ENABLE) return [];
    const content = renderTemplate(template.content, input.params);
    // the messages and each user's unread count in one statement: the count is of the unread messages
    // before these (a statement does not see its own inserts) plus the one just inserted
    const rows = await em.execute<Array<NotifyMessageRow & { unread: number }>>(
      `with inserted as (
         insert into notify_message (tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content,
           template_type, template_params, read_status, source_event_id, create_time, update_time)
         select ?, u, ?, ?, ?, ?, ?, ?, ?::jsonb, false, ?::uuid, now(), now() from unnest(?::int[]) as u
         on conflict (source_event_id, user_id, template_code) where source_event_id is not null do nothing
         returning id, user_id, user_type, template_id, template_code, template_nickname, template_content, template_type,
           template_params, read_status, read_time, create_time),
       unread_before as (
         select user_id, count(*)::int as unread from notify_message
         where user_id in (select user_id from inserted) and read_status = false group by user_id)
       select i.*, coalesce(b.unread, 0) + 1 as unread from inserted i left join unread_before b on b.user_id = i.user_id`,
      [
        input.tenantId,
        input.userType ?? NotifyUserType.ADMIN,
        template.id,
        template.code,
        template.nickname,
        content,
        template.type,
        JSON.stringify(input.params),
        input.sourceEventId ?? null,
        `{${userIds.join(',')}}`,
      ],
    );
    if (!rows.length) return [];
    const messages = rows.map(rowToMessageVO);
    const unread = new Map(rows.map((r) => [Number(r.user_id), r.unread]));
    // only the messages of users who take this kind by mail are marked for it: the others cost the
    // mail consumer no job at all (the relay routes by mailKind)
    const mailed = input.mailKind
      ? new Set(
          await this.queryBus.execute(
            new FindMailOptedInUsersQuery(
              messages.map((m) => m.userId),
              input.mailKind,
            ),
          ),
        )
      : new Set<number>();
    const events = messages.map((message) =>
      OutboxEvent.of<NotifyMessageCreatedPayload>({
        type: NotifyEventTypes.MESSAGE_CREATED,
        aggregateType: NOTIFY_MESSAGE_AGGREGATE,
        aggregateId: message.id,
        payload: {
          tenantId: input.tenantId,
          message,
          unreadCount: unread.get(message.userId) ?? 1,
          mailKind: mailed.has(message.userId) ? input.mailKind! : null,
        },
      }),
    );
    // one statement for the batch, in the caller's transaction (no unit-of-work flush per notice)
    await em.execute(
      `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
       select e.event_id, e.type, e.aggregate_type, e.aggregate_id, null, e.payload, now()
       from jsonb_to_recordset(?::jsonb) as e(event_id uuid, type text, aggregate_type text, aggregate_id text, payload jsonb)`,
      [
        JSON.stringify(
          events.map((e) => ({
            event_id: e.eventId,
            type: e.type,
            aggregate_type: e.aggregateType,
            aggregate_id: e.aggregateId,
            payload: e.payload,
          })),
        ),
      ],
    );
    return messages;
  }

  /** The tenant's template of that code, else the system tenant's (raw SQL: this runs for every notice). */
  private async findTemplate(em: EntityManager, tenantId: number, code: string): Promise<TemplateRow | null> {
    const rows = await em.execute<TemplateRow[]>(
      `select id, code, nickname, content, type, status from notify_template
       where code = ? and tenant_id in (?, ?) order by (tenant_id = ?) desc limit 1`,
      [code, tenantId, SYSTEM_TENANT_ID, tenantId],
    );
    return rows[0] ?? null;
  }
}
