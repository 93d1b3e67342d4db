import { Entity, Index, ManyToOne, PrimaryKey, Property, type Rel, OptionalProps } from '@mikro-orm/core';
import { Course } from './course.entity';

/** One meeting of a course (its schedule inside start/end). */
@Entity({ tableName: 'course_session' })
@Index({ name: 'course_session_course_idx', properties: ['course'] })
export class CourseSession {
  [OptionalProps]?: 'title' | 'sort';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @ManyToOne(() => Course, { deleteRule: 'cascade' })
  course!: Rel<Course>;

  @Property({ type: 'string', length: 100 })
  title: string = '';

  @Property({ type: 'timestamptz' })
  startTime!: Date;

  @Property({ type: 'timestamptz' })
  endTime!: Date;

  @Property({ type: 'integer' })
  sort: number = 0;
}
