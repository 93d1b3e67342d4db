import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/core';
import { Role } from '../../role/domain/role.entity';
import { User } from './user.entity';

@Entity({ tableName: 'system_user_role' })
@Unique({ name: 'system_user_role_user_role_unique', properties: ['userId', 'roleId'] })
export class UserRole {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: number;

  @ManyToOne(() => Role, { mapToPk: true, fieldName: 'role_id', deleteRule: 'cascade', index: 'system_user_role_role_id_index' })
  roleId!: number;
}
