import type { IconName } from '@blueprintjs/core';

export interface ClientNavItem {
  path: string;
  title: string;
  /** short label for the bottom tab bar */
  short: string;
  icon: IconName;
  /** shown in the bottom tab bar (the drawer shows every item) */
  tab: boolean;
}

export const CLIENT_NAV: readonly ClientNavItem[] = [
  { path: '/client/course-list', title: '课程列表', short: '课程', icon: 'th-list', tab: true },
  { path: '/client/my-signup', title: '我的报名', short: '报名', icon: 'clipboard', tab: true },
  { path: '/client/my-course', title: '我的课程', short: '我的课程', icon: 'learning', tab: true },
  { path: '/client/my-profile', title: '个人资料', short: '我的', icon: 'person', tab: true },
  { path: '/client/about', title: '关于我们', short: '关于', icon: 'info-sign', tab: false },
  { path: '/client/traffic', title: '交通指引', short: '交通', icon: 'map-marker', tab: false },
];

/** The nav item a path belongs to (sign-up pages count as the course list, profile completion as the profile). */
export function activeNavPath(pathname: string): string | null {
  if (pathname.startsWith('/client/course-sign') || pathname.startsWith('/client/signup')) return '/client/course-list';
  if (pathname.startsWith('/client/prefect-profile')) return '/client/my-profile';
  return CLIENT_NAV.find((n) => pathname === n.path || pathname.startsWith(`${n.path}/`))?.path ?? null;
}

/** The heading of a client page: the route's title, but 课程详情 for the course list's detail step (`?courseId=`). */
export function clientPageTitle(pathname: string, search: string, routeTitle: string | undefined): string | undefined {
  if (pathname === '/client/course-list' && new URLSearchParams(search).has('courseId')) return '课程详情';
  return routeTitle;
}
