import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A menu the base seed has inserted once (by its seed id): never inserted again, whatever an admin did to it. */
@Entity({ tableName: 'system_seeded_menu' })
export class SeededMenu {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  menuId!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}

/** A grant (tenant, role code, menu) the base seed has given once: a grant an admin removed stays removed. */
@Entity({ tableName: 'system_seeded_grant' })
export class SeededGrant {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  tenantId!: number;

  @PrimaryKey({ length: 100 })
  roleCode!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  menuId!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createTime: Date = new Date();
}
