import type { OperateLogVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { OperateLogPageDto } from './page-operate-logs.dto';

export class PageOperateLogsQuery extends Query<PageResult<OperateLogVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: OperateLogPageDto,
  ) {
    super();
  }
}
