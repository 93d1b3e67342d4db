import { CLIENT_HOME } from '../../../config/base';
import { safeRedirect } from '../../auth/redirect-target';

export const CLIENT_LOGIN_PATH = '/client-login';
export const PREFECT_PROFILE_PATH = '/client/prefect-profile';
export const COURSE_LIST_PATH = CLIENT_HOME;
export const MY_SIGNUP_PATH = '/client/my-signup';

/** `/client-login?redirect=<encoded back>`. */
export function clientLoginUrl(back: string): string {
  return `${CLIENT_LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

/** `/client/prefect-profile?redirect=<encoded back>`. */
export function prefectProfileUrl(back: string): string {
  return `${PREFECT_PROFILE_PATH}?redirect=${encodeURIComponent(back)}`;
}

/**
 * A course's detail: a step of the course list (`?courseId=`), since /client/course-list is one of
 * spec §2's open routes and visitors should read about a course before they log in.
 */
export function courseDetailUrl(courseId: number): string {
  return `${COURSE_LIST_PATH}?courseId=${courseId}`;
}

/** The sign-up form for a course. */
export function courseSignUrl(courseId: number): string {
  return `/client/course-sign?courseId=${courseId}`;
}

/** Where to go after the profile is complete: the in-app `redirect` parameter, else my signups. */
export function afterProfileTarget(rawRedirect: string | null | undefined): string {
  return safeRedirect(rawRedirect) ?? MY_SIGNUP_PATH;
}

/** A positive integer id from a query parameter, else null. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
