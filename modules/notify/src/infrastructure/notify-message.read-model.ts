import { NotifyUserType, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import { pageOf, sqlDate, CreateTimePageDto } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Reader } from '../domain/message-reader';
import { NotifyMessage } from '../domain/notify-message.entity';

/** A message row as raw SQL returns it (snake case). */
export interface NotifyMessageRow {
  id: number;
  user_id: number;
  user_type: number;
  template_id: number;
  template_code: string;
  template_nickname: string;
  template_content: string;
  template_type: number;
  template_params: Record<string, unknown>;
  read_status: boolean;
  read_time: Date | string | null;
  create_time: Date | string;
}

/** A message created, with its user's unread count right after it: what the `notify` push carries. */
export interface SentMessage {
  message: NotifyMessageVO;
  unreadCount: number;
}

/** What the admin page filters on (every field optional). */
export interface MessageCriteria {
  userId?: number;
  userType?: number;
  templateCode?: string;
  templateType?: number;
}

/** A reader's own messages: theirs, in their tenant, as an admin-API user (contract §5: userType 2). */
export const ownedBy = (r: Reader): { tenantId: number; userId: number; userType: number } => ({
  tenantId: r.tenantId,
  userId: r.userId,
  userType: NotifyUserType.ADMIN,
});

export function toMessageVO(m: NotifyMessage): NotifyMessageVO {
  return {
    id: m.id,
    userId: m.userId,
    userType: m.userType,
    templateId: m.templateId,
    templateCode: m.templateCode,
    templateNickname: m.templateNickname,
    templateContent: m.templateContent,
    templateType: m.templateType,
    templateParams: m.templateParams,
    readStatus: m.readStatus,
    readTime: m.readTime ? m.readTime.getTime() : null,
    createTime: m.createTime.getTime(),
  };
}

export function rowToMessageVO(r: NotifyMessageRow): NotifyMessageVO {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    userType: r.user_type,
    templateId: Number(r.template_id),
    templateCode: r.template_code,
    templateNickname: r.template_nickname,
    templateContent: r.template_content,
    templateType: r.template_type,
    templateParams: r.template_params,
    readStatus: r.read_status,
    readTime: sqlDate(r.read_time)?.getTime() ?? null,
    createTime: sqlDate(r.create_time)!.getTime(),
  };
}

/** The reads of notify_message behind the message queries. */
@Injectable()
export class NotifyMessageReadModel {
  constructor(private readonly em: EntityManager) {}

  /** One message of the tenant (null when there is none with that id). */
  async get(tenantId: number, id: number): Promise<NotifyMessageVO | null> {
    const message = await this.em.fork().findOne(NotifyMessage, { id, tenantId });
    return message ? toMessageVO(message) : null;
  }

  /** Every message of the tenant matching the criteria, newest first. */
  page(tenantId: number, criteria: MessageCriteria, range: CreateTimePageDto): Promise<PageResult<NotifyMessageVO>> {
    const where: FilterQuery<NotifyMessage> = { tenantId };
    if (criteria.userId !== undefined) where.userId = criteria.userId;
    if (criteria.userType !== undefined) where.userType = criteria.userType;
    if (criteria.templateCode) where.templateCode = criteria.templateCode;
    if (criteria.templateType !== undefined) where.templateType = criteria.templateType;
    return this.pageOf(where, range);
  }

  /** The reader's own messages (only read or only unread ones when readStatus is given), newest first. */
  pageOwn(reader: Reader, readStatus: boolean | undefined, range: CreateTimePageDto): Promise<PageResult<NotifyMessageVO>> {
    return this.pageOf(readStatus === undefined ? ownedBy(reader) : { ...ownedBy(reader), readStatus }, range);
  }

  /** The reader's newest unread messages. */
  async unread(reader: Reader, size: number): Promise<NotifyMessageVO[]> {
    const rows = await this.em
      .fork()
      .find(NotifyMessage, { ...ownedBy(reader), readStatus: false }, { orderBy: { id: 'desc' }, limit: size });
    return rows.map(toMessageVO);
  }

  unreadCount(reader: Reader): Promise<number> {
    return this.em.fork().count(NotifyMessage, { ...ownedBy(reader), readStatus: false });
  }

  /**
   * The messages a source event created, each with its user's unread count now (to push them again
   * when the event comes back: its first push may have died with its process).
   */
  async sentFor(sourceEventId: string): Promise<SentMessage[]> {
    const rows = await this.em.fork().execute<Array<NotifyMessageRow & { unread: number }>>(
      `select m.id, m.user_id, m.user_type, m.template_id, m.template_code, m.template_nickname, m.template_content, m.template_type,
         m.template_params, m.read_status, m.read_time, m.create_time,
         (select count(*)::int from notify_message u where u.user_id = m.user_id and u.read_status = false) as unread
       from notify_message m where m.source_event_id = ? order by m.id`,
      [sourceEventId],
    );
    return rows.map((r) => ({ message: rowToMessageVO(r), unreadCount: r.unread }));
  }

  /** A page of messages, newest first, with the request's createTime range (contract §5). */
  private async pageOf(where: Extract<FilterQuery<NotifyMessage>, object>, range: CreateTimePageDto): Promise<PageResult<NotifyMessageVO>> {
    const created = range.createTimeCondition();
    const [rows, total] = await this.em.fork().findAndCount(NotifyMessage, created ? { ...where, createTime: created } : where, {
      orderBy: { id: 'desc' },
      limit: range.pageSize,
      offset: range.offset,
    });
    return pageOf(rows.map(toMessageVO), total);
  }
}
