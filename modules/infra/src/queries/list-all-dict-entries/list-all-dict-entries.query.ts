import { Query } from '@nestjs/cqrs';
import type { DictEntry } from '../../contract';

/** Enabled entries of every dictionary, sorted by dictType then sort (module-internal). */
export class ListAllDictEntriesQuery extends Query<DictEntry[]> {}
