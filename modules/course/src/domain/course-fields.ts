import type { CourseSaveReq } from '@dha/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseSession } from './course-session.entity';
import { CourseTeacher } from './course-teacher.entity';
import type { Course } from './course.entity';
import type { RichText } from './rich-text';

/** Copies the editable fields of a create/update body onto a course (sessions and teachers replaced as a whole, the description sanitised). */
export function applyCourseFields(em: EntityManager, course: Course, input: CourseSaveReq, richText: RichText): void {
  course.name = input.name.trim();
  course.code = input.code;
  course.type = input.type;
  course.recruitmentType = input.recruitmentType || null;
  course.description = richText.sanitize(input.description);
  course.coverUrl = input.coverUrl ?? '';
  course.locationId = input.locationId ?? null;
  course.startTime = new Date(input.startTime);
  course.endTime = new Date(input.endTime);
  course.signupStartTime = new Date(input.signupStartTime);
  course.signupEndTime = new Date(input.signupEndTime);
  course.formalStudentQuota = input.formalStudentQuota;
  course.candidateStudentQuota = input.candidateStudentQuota;
  course.formalVolunteerQuota = input.formalVolunteerQuota;
  course.candidateVolunteerQuota = input.candidateVolunteerQuota;
  course.fee = input.fee;
  if (input.needTeacherAudit !== undefined) course.needTeacherAudit = input.needTeacherAudit;
  if (input.replyDeadlineHours !== undefined) course.replyDeadlineHours = input.replyDeadlineHours;
  if (input.published !== undefined) course.published = input.published;

  course.sessions.removeAll();
  (input.sessions ?? []).forEach((s, i) => {
    course.sessions.add(
      em.create(CourseSession, {
        tenantId: course.tenantId,
        course,
        title: s.title,
        startTime: new Date(s.startTime),
        endTime: new Date(s.endTime),
        sort: i,
      }),
    );
  });

  const wanted = input.teacherIds ?? [];
  for (const link of course.teachers.getItems()) if (!wanted.includes(link.teacherUserId)) course.teachers.remove(link);
  wanted.forEach((teacherUserId, i) => {
    const existing = course.teachers.getItems().find((t) => t.teacherUserId === teacherUserId);
    if (existing) existing.sort = i;
    else course.teachers.add(em.create(CourseTeacher, { tenantId: course.tenantId, course, teacherUserId, sort: i }));
  });
}
