import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/core';
import { Post } from '../../post/domain/post.entity';
import { User } from './user.entity';

/** A post (job position) a user holds. */
@Entity({ tableName: 'system_user_post' })
@Unique({ name: 'system_user_post_user_post_unique', properties: ['userId', 'postId'] })
export class UserPost {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: number;

  @ManyToOne(() => Post, { mapToPk: true, fieldName: 'post_id', deleteRule: 'cascade', index: 'system_user_post_post_id_index' })
  postId!: number;
}
