import type { LoginLogVO, PageResult } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { LoginLogPageDto } from './page-login-logs.dto';

export class PageLoginLogsQuery extends Query<PageResult<LoginLogVO>> {
  constructor(
    readonly tenantId: number,
    readonly filter: LoginLogPageDto,
  ) {
    super();
  }
}
