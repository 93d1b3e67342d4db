import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from '../../app/route-meta';
import { notifyPages } from './pages';

/** spec §2 layout route: the full list of the user's notifications (route name MyNotifyMessage). */
export const MY_NOTIFY_MESSAGE_PATH = '/user/notify-message';

const myMessageMeta: RouteMeta = { title: '我的站内信', hidden: true };

/**
 * Static, inside the management layout: every signed-in staff user reaches it from the bell, whatever
 * their menus list. Visitors (role common only) get /401 from the guard, as for every layout route.
 */
export const notifyRoutes: RouteObject[] = [
  {
    id: 'MyNotifyMessage',
    path: MY_NOTIFY_MESSAGE_PATH.slice(1),
    handle: myMessageMeta,
    lazy: async () => ({ Component: (await notifyPages['system/notify/my/index']()).default }),
  },
];
