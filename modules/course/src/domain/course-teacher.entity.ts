import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Rel, OptionalProps } from '@mikro-orm/core';
import { Course } from './course.entity';

/** A teacher (auth user id) of a course. */
@Entity({ tableName: 'course_teacher' })
@Unique({ name: 'course_teacher_course_user_unique', properties: ['course', 'teacherUserId'] })
@Index({ name: 'course_teacher_user_idx', properties: ['teacherUserId'] })
export class CourseTeacher {
  [OptionalProps]?: 'sort';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @ManyToOne(() => Course, { deleteRule: 'cascade' })
  course!: Rel<Course>;

  @Property({ type: 'integer' })
  teacherUserId!: number;

  @Property({ type: 'integer' })
  sort: number = 0;
}
