import type { MenuRespVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

export class GetMenuQuery extends Query<MenuRespVO> {
  constructor(readonly id: number) {
    super();
  }
}
