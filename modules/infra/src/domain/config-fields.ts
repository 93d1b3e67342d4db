import type { ConfigSaveReq } from '@dha/contracts';
import type { Config } from './config.entity';

/** The stored fields of a configuration parameter from a create/update body (never its type). */
export const configFields = (input: ConfigSaveReq): Pick<Config, 'category' | 'name' | 'key' | 'value' | 'visible' | 'remark'> => ({
  category: input.category,
  name: input.name,
  key: input.key,
  value: input.value,
  visible: input.visible,
  remark: input.remark ?? null,
});
