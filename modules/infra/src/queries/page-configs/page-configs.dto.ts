import { ConfigType } from '@dha/contracts';
import { CreateTimePageDto, OptionalText, OptionalQueryIn } from '@dha/server-core';

/** `/infra/config/page` and `/export-excel`: name?, key? (both "contains"), type?, createTime[]?. */
export class ConfigPageDto extends CreateTimePageDto {
  @OptionalText(100)
  name?: string;

  @OptionalText(100)
  key?: string;

  @OptionalQueryIn(Object.values(ConfigType))
  type?: number;
}
