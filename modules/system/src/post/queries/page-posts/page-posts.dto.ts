import { CommonStatus } from '@dha/contracts';
import { PageParamDto, OptionalText, OptionalQueryIn } from '@dha/server-core';
import type { PostFilter } from '../../infrastructure/post.read-model';

/** `GET /system/post/page` (and export-excel, which ignores the page) filters. */
export class PostPageDto extends PageParamDto implements PostFilter {
  @OptionalText(64)
  code?: string;

  @OptionalText(50)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
