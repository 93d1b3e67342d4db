import { CommonStatus } from '@dha/contracts';
import { OptionalText, OptionalQueryIn } from '@dha/server-core';
import type { DeptFilter } from '../../infrastructure/dept.read-model';

/** `GET /system/dept/list` filters. */
export class DeptListDto implements DeptFilter {
  @OptionalText(30)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
