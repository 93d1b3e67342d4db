import { Entity, Index, Property, OptionalProps } from '@mikro-orm/core';
import { CoursePart } from './course-part';

/** One meeting of a course (its schedule inside start/end). */
@Entity({ tableName: 'course_session' })
@Index({ name: 'course_session_course_idx', properties: ['course'] })
export class CourseSession extends CoursePart {
  [OptionalProps]?: 'title' | 'sort';

  @Property({ type: 'string', length: 100 })
  title: string = '';

  @Property({ type: 'timestamptz' })
  startTime!: Date;

  @Property({ type: 'timestamptz' })
  endTime!: Date;

  @Property({ type: 'integer' })
  sort: number = 0;
}
