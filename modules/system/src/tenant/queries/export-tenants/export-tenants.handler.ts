import { type TenantVO } from '@dha/contracts';
import { statusLabel, workbookOf, type ExcelColumn } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findTenants } from '../../infrastructure/tenant.read-model';
import { ExportTenantsQuery } from './export-tenants.query';

const TENANT_EXPORT_MAX_ROWS = 10_000;

const time = (ms: number | null): Date | string => (ms === null ? '' : new Date(ms));

/** The workbook's columns (the upstream's TenantRespVO headers): header, width, and the cell of a tenant. */
const COLUMNS: ExcelColumn<TenantVO>[] = [
  { header: '租户编号', width: 10, cell: (t) => t.id },
  { header: '租户名', width: 24, cell: (t) => t.name },
  { header: '联系人', width: 14, cell: (t) => t.contactName },
  { header: '联系手机', width: 16, cell: (t) => t.contactMobile ?? '' },
  { header: '状态', width: 8, cell: (t) => statusLabel(t.status) },
  { header: '绑定域名', width: 30, cell: (t) => t.websites.join(',') },
  { header: '租户套餐编号', width: 12, cell: (t) => t.packageId },
  { header: '过期时间', width: 20, cell: (t) => time(t.expireTime) },
  { header: '账号数量', width: 10, cell: (t) => t.accountCount },
  { header: '创建时间', width: 20, cell: (t) => time(t.createTime) },
];

@QueryHandler(ExportTenantsQuery)
export class ExportTenantsHandler implements IQueryHandler<ExportTenantsQuery, Buffer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportTenantsQuery): Promise<Buffer> {
    const [rows] = await findTenants(this.em.fork(), filter, { limit: TENANT_EXPORT_MAX_ROWS, offset: 0 });
    return workbookOf('租户', COLUMNS, rows);
  }
}
