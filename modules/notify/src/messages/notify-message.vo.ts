import type { NotifyMessageVO, PageResult } from '@dha/contracts';
import { pageOf, sqlDate } from '@dha/server-core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreateTimePageDto } from '../templates/create-time-range.dto';
import { NotifyMessage } from './notify-message.entity';

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

/** A page of messages, newest first, with the request's createTime range (contract §5). */
export async function pageOfMessages(
  em: EntityManager,
  where: Extract<FilterQuery<NotifyMessage>, object>,
  filter: CreateTimePageDto,
): Promise<PageResult<NotifyMessageVO>> {
  const created = filter.createTimeCondition();
  const [rows, total] = await em.findAndCount(NotifyMessage, created ? { ...where, createTime: created } : where, {
    orderBy: { id: 'desc' },
    limit: filter.pageSize,
    offset: filter.offset,
  });
  return pageOf(rows.map(toMessageVO), total);
}
