import { OutboxEvent } from '@dha/server-core';
import type { CourseEventPayload, CourseEventType } from '../contract/course.events';
import type { Course } from './course.entity';

/** The outbox row of a course change (written in the same transaction as the change). */
export function courseEvent(
  type: CourseEventType,
  course: Course,
  operatorId: number | null,
  extra: Partial<CourseEventPayload> = {},
): OutboxEvent {
  const payload: CourseEventPayload = {
    courseId: course.id,
    tenantId: course.tenantId,
    code: course.code,
    name: course.name,
    status: course.status,
    published: course.published,
    teacherIds: course.teachers.isInitialized() ? course.teachers.getItems().map((t) => t.teacherUserId) : [],
    operatorId,
    ...extra,
  };
  return OutboxEvent.of({ type, aggregateType: 'course', aggregateId: course.id, payload: payload as unknown as Record<string, unknown> });
}
