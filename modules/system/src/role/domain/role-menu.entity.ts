import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/core';
import { Menu } from '../../menu/domain/menu.entity';
import { Role } from './role.entity';

@Entity({ tableName: 'system_role_menu' })
@Unique({ name: 'system_role_menu_role_menu_unique', properties: ['roleId', 'menuId'] })
export class RoleMenu {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Role, { mapToPk: true, fieldName: 'role_id', deleteRule: 'cascade' })
  roleId!: number;

  @ManyToOne(() => Menu, { mapToPk: true, fieldName: 'menu_id', deleteRule: 'cascade', index: 'system_role_menu_menu_id_index' })
  menuId!: number;
}
