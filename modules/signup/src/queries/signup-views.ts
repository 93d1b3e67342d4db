import { GetDataScopeQuery, maskMobile, type DataScopeGrant } from '@dha/system';
import { GetCoursesForSignupQuery, GetScopedCourseIdsQuery, GetTeacherCourseIdsQuery, type CourseForSignup } from '@dha/course';
import { COURSE_PAY_APP_KEY, type SignupPaymentVO, type SignupRespVO } from '@dha/contracts';
import { GetPayOrdersByMerchantIdsQuery, paymentOf } from '@dha/pay';
import type { LoginUser } from '@dha/server-core';
import type { QueryBus } from '@nestjs/cqrs';
import { signupIdOf, signupMerchantOrderId } from '../domain/course-fee';
import { isSignupAdmin, mayReadApplicantMobile } from '../domain/staff-access';
import type { SignupFilter } from '../infrastructure/signup.read-model';
import type { SignupRow } from '../infrastructure/signup.repository';

/** What the signup queries share: the caller's course scope, the courses a list names, the row → staff view. */

/**
 * The courses a caller may see: null = every course of the tenant (admins whose data scope is ALL),
 * else the courses of the admin's data scope and those the caller teaches.
 */
export async function courseScope(queryBus: QueryBus, user: LoginUser): Promise<number[] | null> {
  const taught = (): Promise<number[]> => queryBus.execute(new GetTeacherCourseIdsQuery(user.id));
  if (!isSignupAdmin(user)) return taught();
  const scope = await dataScopeOf(queryBus, user);
  if (scope.all) return null;
  const [inScope, own] = await Promise.all([queryBus.execute(new GetScopedCourseIdsQuery(user.tenantId, scope)), taught()]);
  return [...new Set([...inScope, ...own])];
}

/** The caller's data scope (auth answers it: the union of their enabled roles' scopes). */
export function dataScopeOf(queryBus: QueryBus, user: Pick<LoginUser, 'id'>): Promise<DataScopeGrant> {
  return queryBus.execute(new GetDataScopeQuery(user.id));
}

/** The courses of these ids (one call to the course module), by id. */
export async function coursesById(queryBus: QueryBus, ids: number[]): Promise<Map<number, CourseForSignup>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const courses: CourseForSignup[] = await queryBus.execute(new GetCoursesForSignupQuery(unique));
  return new Map(courses.map((c) => [c.id, c]));
}

/** An applicant's mobile as this caller may read it (whole, or masked for teachers). */
export function applicantMobile(viewer: Pick<LoginUser, 'roles'>, mobile: string | null): string | null {
  return mayReadApplicantMobile(viewer) ? mobile : maskMobile(mobile);
}

/** The list/export filter as this caller may apply it: for a masked caller a keyword matches a mobile only whole. */
export function filterFor(viewer: Pick<LoginUser, 'roles'>, filter: SignupFilter): SignupFilter {
  return { ...filter, keywordMatchesMobileWhole: !mayReadApplicantMobile(viewer) };
}

/** A signup as a staff member sees it. */
export function toSignupVO(
  row: SignupRow,
  course: CourseForSignup | undefined,
  viewer: Pick<LoginUser, 'roles'>,
  payment: SignupPaymentVO | null = null,
): SignupRespVO {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: course?.name ?? '',
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    mobile: applicantMobile(viewer, row.mobile),
    participantKind: row.participantKind,
    identity: row.identity,
    remark: row.remark,
    status: row.status,
    offerType: row.offerType,
    priority: row.priority,
    submittedAt: row.submittedAt?.getTime() ?? null,
    offerDeadline: row.offerDeadline?.getTime() ?? null,
    version: row.version,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
    createdBy: row.createdBy,
    payment,
  };
}

/** The course-fee payments of these signups (one call to the pay module), by signup id; signups without an order are left out. */
export async function paymentsOf(queryBus: QueryBus, tenantId: number, signupIds: number[]): Promise<Map<number, SignupPaymentVO>> {
  if (!signupIds.length) return new Map();
  const orders = await queryBus.execute(
    new GetPayOrdersByMerchantIdsQuery(tenantId, COURSE_PAY_APP_KEY, signupIds.map(signupMerchantOrderId)),
  );
  return new Map(orders.map((o) => [signupIdOf(o.merchantOrderId)!, paymentOf(o)]));
}
