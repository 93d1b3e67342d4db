import { DataScope, type RoleVO } from '@dha/contracts';
import { statusLabel, workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findRoles } from '../../infrastructure/role.read-model';
import { ExportRolesQuery } from './export-roles.query';

const ROLE_EXPORT_MAX_ROWS = 10_000;

const DATA_SCOPE_LABELS: Record<number, string> = {
  [DataScope.ALL]: '全部数据权限',
  [DataScope.DEPT_CUSTOM]: '指定部门数据权限',
  [DataScope.DEPT_ONLY]: '本部门数据权限',
  [DataScope.DEPT_AND_CHILD]: '本部门及以下数据权限',
  [DataScope.DEPT_SELF]: '仅本人数据权限',
};

/** The workbook's columns (the upstream's RoleExcelVO headers): header, width, and the cell of a role. */
const COLUMNS: ExcelColumn<RoleVO>[] = [
  { header: '角色序号', width: 10, cell: (r) => r.id },
  { header: '角色名称', width: 20, cell: (r) => r.name },
  { header: '角色标志', width: 20, cell: (r) => r.code },
  { header: '角色排序', width: 10, cell: (r) => r.sort },
  { header: '数据范围', width: 20, cell: (r) => DATA_SCOPE_LABELS[r.dataScope] ?? '' },
  { header: '角色状态', width: 10, cell: (r) => statusLabel(r.status) },
];

@QueryHandler(ExportRolesQuery)
export class ExportRolesHandler implements IQueryHandler<ExportRolesQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, filter }: ExportRolesQuery): Promise<Buffer> {
    const [rows] = await findRoles(this.em.fork(), tenantId, filter, { limit: ROLE_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('角色数据', COLUMNS, rows);
  }
}
