import type { MenuRespVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';
import type { MenuFilter } from '../../infrastructure/menu.read-model';

export class ListMenusQuery extends Query<MenuRespVO[]> {
  constructor(readonly filter: MenuFilter) {
    super();
  }
}
