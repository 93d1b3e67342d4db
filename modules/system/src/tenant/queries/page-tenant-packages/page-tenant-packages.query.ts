import type { PageResult, TenantPackageVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { TenantPackagePageDto } from '../../http/tenant-package.dto';

export class PageTenantPackagesQuery extends Query<PageResult<TenantPackageVO>> {
  constructor(readonly filter: TenantPackagePageDto) {
    super();
  }
}
