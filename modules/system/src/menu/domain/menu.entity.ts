import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { CommonStatus } from '@dha/contracts';

/** A directory (1), page (2) or button (3) of the management area; buttons carry permission strings. */
@Entity({ tableName: 'system_menu' })
export class Menu {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 50 })
  name!: string;

  /** e.g. course:signup:review; '' for directories and pages */
  @Property({ length: 100, default: '' })
  permission: string = '';

  /** 1 DIR, 2 MENU, 3 BUTTON */
  @Property({ type: 'smallint' })
  type!: number;

  @Property({ type: 'integer', default: 0 })
  sort: number = 0;

  /** 0 for a root */
  @Index({ name: 'system_menu_parent_id_index' })
  @Property({ type: 'integer', default: 0 })
  parentId: number = 0;

  @Property({ length: 200, default: '' })
  path: string = '';

  @Property({ length: 100, default: '#' })
  icon: string = '#';

  @Property({ length: 200, nullable: true })
  component: string | null = null;

  @Property({ length: 100, nullable: true })
  componentName: string | null = null;

  @Property({ type: 'smallint', default: CommonStatus.ENABLE })
  status: number = CommonStatus.ENABLE;

  @Property({ default: true })
  visible: boolean = true;

  @Property({ default: true })
  keepAlive: boolean = true;

  @Property({ default: true })
  alwaysShow: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
