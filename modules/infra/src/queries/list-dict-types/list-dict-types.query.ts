import type { DictTypeSimpleVO } from '@dha/contracts';
import { Query } from '@nestjs/cqrs';

/** Every dictionary type as {id, name, type}, for the entry editor's select. */
export class ListDictTypesQuery extends Query<DictTypeSimpleVO[]> {}
