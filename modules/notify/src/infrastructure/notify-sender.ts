import { CommonStatus, LiveRooms, NotifyUserType, type NotifyMailKindValue, type NotifyMessageVO } from '@dha/contracts';
import { BizError, OutboxEvent, PreparedStatement } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FindMailOptInsQuery } from '@dha/system';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NOTIFY_MESSAGE_AGGREGATE, NotifyEventTypes, type NotifyMessageCreatedPayload } from '../contract/notify.events';
import { SYSTEM_TENANT_ID } from '../domain/notify-template.entity';
import { paramsUsedBy, renderTemplate } from '../domain/template-content';
import { NotifyErrors } from '../notify.errors';
import { LivePublisher } from './live.publisher';
import { rowToMessageVO, type NotifyMessageRow, type SentMessage } from './notify-message.read-model';

interface TemplateRow {
  tenant_id: number;
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
  /** `params` came from outside (a free-form map): store only those the template's placeholders name */
  storeUsedParamsOnly?: boolean;
}

export interface SendOptions {
  /**
   * The caller pushes the messages itself with {@link NotifySender.push} once its transaction has
   * committed (and again should it apply the same event twice): the live consumer then leaves them.
   * Default false: the live consumer pushes them after the commit.
   */
  pushAfterCommit?: boolean;
}

// a consumer's every batch runs these (prepared once per connection)
const FIND_TEMPLATES = new PreparedStatement<TemplateRow>(
  'notify_find_templates',
  `select tenant_id, id, code, nickname, content, type, status from notify_template
   where code in (select jsonb_array_elements_text($1::jsonb)) and tenant_id = any($2::int[])`,
);
/**
 * The messages, each with its user's unread count: the unread messages before these (a statement
 * does not see its own inserts) plus this user's new ones up to each.
 */
const INSERT_MESSAGES = new PreparedStatement<NotifyMessageRow & { unread: number; source_event_id: string | null }>(
  'notify_insert_messages',
  `with wanted as (
     select * from jsonb_to_recordset($1::jsonb) as r(notice int, tenant_id int, user_id int, user_type int, template_id int,
       template_code text, template_nickname text, template_content text, template_type int, template_params jsonb, source_event_id uuid)),
   inserted as (
     insert into notify_message (tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content,
       template_type, template_params, read_status, source_event_id, create_time, update_time)
     select tenant_id, user_id, user_type, template_id, template_code, template_nickname, template_content, template_type,
       template_params, false, source_event_id, now(), now() from wanted order by notice
     on conflict (source_event_id, user_id, template_code) where source_event_id is not null do nothing
     returning id, user_id, user_type, template_id, template_code, template_nickname, template_content, template_type,
       template_params, read_status, read_time, create_time, source_event_id),
   unread_before as (
     select user_id, count(*)::int as unread from notify_message
     where user_id in (select user_id from inserted) and read_status = false group by user_id)
   select i.*, (coalesce(b.unread, 0) + row_number() over (partition by i.user_id order by i.id))::int as unread
   from inserted i left join unread_before b on b.user_id = i.user_id order by i.id`,
);
const INSERT_EVENTS = new PreparedStatement<never>(
  'notify_insert_message_events',
  `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
   select e.event_id, e.type, e.aggregate_type, e.aggregate_id, null, e.payload, now()
   from jsonb_to_recordset($1::jsonb) as e(event_id uuid, type text, aggregate_type text, aggregate_id text, payload jsonb)`,
);

/**
 * The one way a message is created. In the caller's transaction: renders the template (a disabled
 * template sends nothing), inserts one message per user (a second one for the same source event is
 * skipped at the database), and writes one NotifyMessageCreated outbox event per message, which the
 * live and mail consumers pick up after the commit (or the caller pushes them: `pushAfterCommit`).
 */
@Injectable()
export class NotifySender {
  private readonly logger = new Logger(NotifySender.name);

  constructor(
    private readonly queryBus: QueryBus,
    private readonly live: LivePublisher,
  ) {}

  /** Answers the messages created (empty when the template is off or every message existed already). */
  async send(em: EntityManager, input: NotifySendInput): Promise<NotifyMessageVO[]> {
    const [sent] = await this.sendAll(em, [input]);
    return sent!.map((s) => s.message);
  }

  /**
   * Sends many notices at once (a consumer's batch of events): one template read, one insert for
   * every message, one mail opt-in read and one outbox insert, whatever their number.
   * Answers each notice's messages, in the notices' order.
   */
  async sendAll(em: EntityManager, inputs: readonly NotifySendInput[], options: SendOptions = {}): Promise<SentMessage[][]> {
    const templates = await this.findTemplates(em, inputs);
    const rows: MessageInsert[] = [];
    inputs.forEach((input, notice) => {
      const userIds = [...new Set(input.userIds)];
      if (!userIds.length) return;
      const template =
        templates.get(templateKey(input.tenantId, input.templateCode)) ?? templates.get(templateKey(SYSTEM_TENANT_ID, input.templateCode));
      if (!template) {
        if (input.onMissingTemplate !== 'skip') throw BizError.of(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
        this.logger.warn({ templateCode: input.templateCode, tenantId: input.tenantId }, 'no such notify template: nothing sent');
        return;
      }
      if (template.status !== CommonStatus.ENABLE) return;
      const content = renderTemplate(template.content, input.params);
      const params = input.storeUsedParamsOnly ? paramsUsedBy(template.content, input.params) : input.params;
      for (const userId of userIds) {
        rows.push({
          notice,
          tenant_id: input.tenantId,
          user_id: userId,
          user_type: input.userType ?? NotifyUserType.ADMIN,
          template_id: template.id,
          template_code: template.code,
          template_nickname: template.nickname,
          template_content: content,
          template_type: template.type,
          template_params: params,
          source_event_id: input.sourceEventId ?? null,
        });
      }
    });
    const sent: SentMessage[][] = inputs.map(() => []);
    if (!rows.length) return sent;
    const created = await this.insertMessages(em, rows);
    if (!created.length) return sent;
    const mailed = await this.mailOptIns(inputs, created);
    for (const { notice, message, unreadCount } of created) sent[notice]!.push({ message, unreadCount });
    // one statement for the batch, in the caller's transaction (no unit-of-work flush per notice)
    await INSERT_EVENTS.run(em, [
      JSON.stringify(
        created.map(({ notice, message, unreadCount }) => {
          const { tenantId, mailKind } = inputs[notice]!;
          const event = OutboxEvent.of<NotifyMessageCreatedPayload>({
            type: NotifyEventTypes.MESSAGE_CREATED,
            aggregateType: NOTIFY_MESSAGE_AGGREGATE,
            aggregateId: message.id,
            payload: {
              tenantId,
              message,
              unreadCount,
              mailKind: mailKind && mailed.get(message.userId)?.has(mailKind) ? mailKind : null,
              live: !options.pushAfterCommit,
            },
          });
          return {
            event_id: event.eventId,
            type: event.type,
            aggregate_type: event.aggregateType,
            aggregate_id: event.aggregateId,
            payload: event.payload,
          };
        }),
      ),
    ]);
    return sent;
  }

  /** Pushes messages live to their users (`notify`): after the commit of the transaction that sent them (the one way a message is pushed). */
  async push(sent: readonly SentMessage[]): Promise<void> {
    await Promise.all(
      sent.map(({ message, unreadCount }) => this.live.emit(LiveRooms.user(message.userId), 'notify', { message, unreadCount })),
    );
  }

  /**
   * Inserts the messages in one statement, each user's unread count with them: the unread messages
   * before these (a statement does not see its own inserts) plus this user's new ones up to each.
   * Answers the messages created (a duplicate of a source event's message is skipped), each with its notice.
   */
  private async insertMessages(em: EntityManager, rows: MessageInsert[]): Promise<CreatedMessage[]> {
    const inserted = await INSERT_MESSAGES.run(em, [JSON.stringify(rows)]);
    // back to their notices: (source event, user, template) is unique among the messages of a source
    // event; without one, the ids follow the notices' order (the insert reads them sorted)
    const waiting = new Map<string, number[]>();
    for (const r of rows) {
      const key = messageKey(r.source_event_id, r.user_id, r.template_code);
      const notices = waiting.get(key);
      if (notices) notices.push(r.notice);
      else waiting.set(key, [r.notice]);
    }
    return inserted.map((r) => {
      const notices = waiting.get(messageKey(r.source_event_id, Number(r.user_id), r.template_code))!;
      return { notice: notices.shift()!, message: rowToMessageVO(r), unreadCount: r.unread };
    });
  }

  /**
   * The kinds each user of the created messages takes by mail (one read for every kind): only their
   * messages of those kinds are marked for mail, so the others cost the mail consumer no job at all
   * (the relay routes by mailKind).
   */
  private async mailOptIns(inputs: readonly NotifySendInput[], created: CreatedMessage[]): Promise<Map<number, Set<string>>> {
    const userIds = new Set(created.filter(({ notice }) => inputs[notice]!.mailKind).map(({ message }) => message.userId));
    if (!userIds.size) return new Map();
    const optIns = await this.queryBus.execute(new FindMailOptInsQuery([...userIds]));
    return new Map(optIns.map((o) => [o.userId, new Set(o.kinds)]));
  }

  /** The templates the notices name, the tenants' own and the system tenant's, in one read (raw SQL: this runs for every batch). */
  private async findTemplates(em: EntityManager, inputs: readonly NotifySendInput[]): Promise<Map<string, TemplateRow>> {
    if (!inputs.some((i) => i.userIds.length)) return new Map();
    const codes = [...new Set(inputs.map((i) => i.templateCode))];
    const tenants = [...new Set([SYSTEM_TENANT_ID, ...inputs.map((i) => i.tenantId)])];
    const rows = await FIND_TEMPLATES.run(em, [JSON.stringify(codes), `{${tenants.join(',')}}`]);
    return new Map(rows.map((r) => [templateKey(Number(r.tenant_id), r.code), r]));
  }
}

/** One message to insert, with the index of the notice it belongs to. */
interface MessageInsert extends Omit<NotifyMessageRow, 'id' | 'read_status' | 'read_time' | 'create_time'> {
  notice: number;
  tenant_id: number;
  source_event_id: string | null;
}

interface CreatedMessage {
  notice: number;
  message: NotifyMessageVO;
  unreadCount: number;
}

const templateKey = (tenantId: number, code: string): string => `${tenantId}:${code}`;
const messageKey = (sourceEventId: string | null, userId: number, code: string): string =>
  `${sourceEventId?.toLowerCase() ?? ''}:${userId}:${code}`;
