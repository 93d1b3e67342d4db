import { DictTypeCode } from '@dha/contracts';
import { GetDictEntriesQuery } from '@dha/infra';
import { BizError } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';

export const COURSE_TYPE_DICT = DictTypeCode.COURSE_TYPE;
export const RECRUITMENT_TYPE_DICT = DictTypeCode.COURSE_RECRUITMENT_TYPE;

/** Checks a field against a dictionary of the infra module (one call through the query bus). */
@Injectable()
export class DictionaryCheck {
  constructor(private readonly queryBus: QueryBus) {}

  async assertValue(dictType: string, value: string, field: string): Promise<void> {
    const entries = await this.queryBus.execute(new GetDictEntriesQuery(dictType));
    if (!entries.some((e) => e.value === value)) throw BizError.badRequest(`${field}: 【${value}】不是字典 ${dictType} 的有效值`);
  }
}
