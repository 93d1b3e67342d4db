import type { UserVO } from '@dha/contracts';
import { formatTime, statusLabel, workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findUsers } from '../../infrastructure/user-admin.read-model';
import { ExportUsersQuery } from './export-users.query';

const USER_EXPORT_MAX_ROWS = 10_000;
const SEX_LABELS: Record<number, string> = { 1: '男', 2: '女' };

/** The workbook's columns (the upstream's UserRespVO export headers). */
const COLUMNS: ExcelColumn<UserVO>[] = [
  { header: '用户编号', width: 10, cell: (u) => u.id },
  { header: '用户名称', width: 16, cell: (u) => u.username },
  { header: '用户昵称', width: 16, cell: (u) => u.nickname },
  { header: '部门名称', width: 20, cell: (u) => u.deptName ?? '' },
  { header: '用户邮箱', width: 24, cell: (u) => u.email ?? '' },
  { header: '手机号码', width: 14, cell: (u) => u.mobile ?? '' },
  { header: '用户性别', width: 8, cell: (u) => (u.sex === null ? '未知' : (SEX_LABELS[u.sex] ?? '未知')) },
  { header: '帐号状态', width: 8, cell: (u) => statusLabel(u.status) },
  { header: '最后登录IP', width: 16, cell: (u) => u.loginIp ?? '' },
  { header: '最后登录时间', width: 20, cell: (u) => (u.loginDate === null ? '' : formatTime(u.loginDate)) },
];

@QueryHandler(ExportUsersQuery)
export class ExportUsersHandler implements IQueryHandler<ExportUsersQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportUsersQuery): Promise<Buffer> {
    const [rows] = await findUsers(this.em.fork(), tenantId, filter, { limit: USER_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('用户数据', COLUMNS, rows);
  }
}
