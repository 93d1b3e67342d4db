import { coursePages } from '../features/course/pages';
import { infraPages } from '../features/infra/pages';
import { notifyPages } from '../features/notify/pages';
import { signupPages } from '../features/signup/pages';
import { dictPages } from '../features/system/dict/pages';
import { orgPages } from '../features/system/org/pages';
import { rolePages } from '../features/system/role/pages';
import { menuPages } from '../features/system/menu/pages';
import { tenantPages } from '../features/system/tenant/pages';
import { userPages } from '../features/system/user/pages';
import { logPages } from '../features/system/log/pages';
import { oauth2Pages } from '../features/oauth2/pages';
import { payPages } from '../features/pay/pages';
import type { PageLoader } from './page-types';

/**
 * Pages that server menus may point at. A menu's `component` string (e.g. `course/manager/index`,
 * the upstream convention: a path under src/views without extension) maps to a lazily loaded page.
 * A menu whose component is not listed here gets no route: it is shown disabled in the sidebar and
 * its path answers /404. Add an entry when a page is built, e.g.
 *   'course/manager/index': () => import('../features/course/manager/CourseManagerPage'),
 */
export const pageRegistry: Record<string, PageLoader> = {
  ...coursePages,
  ...signupPages,
  ...notifyPages,
  ...infraPages,
  ...dictPages,
  ...orgPages,
  ...rolePages,
  ...menuPages,
  ...tenantPages,
  ...userPages,
  ...logPages,
  ...oauth2Pages,
  ...payPages,
};

/** Normalise `/course/manager/index.vue`, `course/manager/index` etc. to the registry key. */
export function registryKey(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '');
}

export function findPage(
  component: string | null | undefined,
  registry: Record<string, PageLoader> = pageRegistry,
): PageLoader | undefined {
  if (!component) return undefined;
  return registry[registryKey(component)];
}
