import { containing } from '@dha/server-core';
import type { ConfigVO } from '@dha/contracts';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Config } from '../domain';
import type { ConfigPageDto } from '../queries/page-configs/page-configs.dto';
import type { RowWindow } from './dict.read-model';

export const toConfigVO = (r: Config): ConfigVO => ({
  id: r.id,
  category: r.category,
  name: r.name,
  key: r.key,
  value: r.value,
  type: r.type,
  visible: r.visible,
  remark: r.remark,
  createTime: r.createTime.getTime(),
});

export async function findConfigs(em: EntityManager, filter: ConfigPageDto, window: RowWindow): Promise<[ConfigVO[], number]> {
  const where: FilterQuery<Config> = {};
  if (filter.name) where.name = containing(filter.name);
  if (filter.key) where.key = containing(filter.key);
  if (filter.type !== undefined) where.type = filter.type;
  const createTime = filter.createTimeCondition();
  if (createTime) where.createTime = createTime;
  const [rows, total] = await em.findAndCount(Config, where, { orderBy: { id: 'desc' }, ...window });
  return [rows.map(toConfigVO), total];
}
