import type { MenuVO } from '@dha/contracts';
import type { PageLoader } from '../app/page-types';

/** A server menu for tests: a visible, kept-alive directory unless told otherwise. */
export const menu = (over: Partial<MenuVO>): MenuVO => ({
  id: 1,
  parentId: 0,
  name: 'x',
  path: '',
  component: null,
  componentName: null,
  icon: '',
  visible: true,
  keepAlive: true,
  alwaysShow: true,
  ...over,
});

/** A page loader for a registry in tests. */
export const page: PageLoader = async () => ({ default: () => null });
