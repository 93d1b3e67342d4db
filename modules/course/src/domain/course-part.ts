import { ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Course } from './course.entity';

/** The columns of a row that belongs to one course and goes with it (sessions, teachers). */
export abstract class CoursePart {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @ManyToOne(() => Course, { deleteRule: 'cascade' })
  course!: Rel<Course>;
}
