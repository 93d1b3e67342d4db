import { Query } from '@nestjs/cqrs';

export interface DictEntry {
  dictType: string;
  value: string;
  label: string;
  colorType: string;
  cssClass: string;
}

/** The enabled entries of one dictionary type, in sort order (served from the one dictionary cache). */
export class GetDictEntriesQuery extends Query<DictEntry[]> {
  constructor(readonly dictType: string) {
    super();
  }
}
