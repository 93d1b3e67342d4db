import { Entity, Index, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { CoursePart } from './course-part';

/** A teacher (auth user id) of a course. */
@Entity({ tableName: 'course_teacher' })
@Unique({ name: 'course_teacher_course_user_unique', properties: ['course', 'teacherUserId'] })
@Index({ name: 'course_teacher_user_idx', properties: ['teacherUserId'] })
export class CourseTeacher extends CoursePart {
  [OptionalProps]?: 'sort';

  @Property({ type: 'integer' })
  teacherUserId!: number;

  @Property({ type: 'integer' })
  sort: number = 0;
}
