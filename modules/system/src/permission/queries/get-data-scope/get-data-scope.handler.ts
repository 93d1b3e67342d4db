import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetDataScopeQuery, type DataScopeGrant } from '../../../contract/data-scope.queries';
import { DataScopeReadModel } from '../../infrastructure/data-scope.read-model';

@QueryHandler(GetDataScopeQuery)
export class GetDataScopeHandler implements IQueryHandler<GetDataScopeQuery> {
  constructor(private readonly scopes: DataScopeReadModel) {}

  execute({ userId }: GetDataScopeQuery): Promise<DataScopeGrant> {
    return this.scopes.scopeOf(userId);
  }
}
