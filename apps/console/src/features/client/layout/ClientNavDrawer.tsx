import { Intent, Menu, MenuDivider, MenuItem, Position } from '@blueprintjs/core';
import { IsAdmin } from '../../access';
import { HOME_PATH } from '../../../app/route-meta';
import { clientLoginUrl } from '../shared/redirect';
import { AppDrawer } from '../../../ui/AppDialog';
import { CLIENT_NAV } from './nav';

/** The phone drawer of the client area: every page, the way back to the console, login or logout. */
export function ClientNavDrawer({
  isOpen,
  onClose,
  title,
  userName,
  loggedIn,
  registerOpen,
  active,
  back,
  go,
  onLogout,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** the signed-in user's name, shown first */
  userName: string;
  loggedIn: boolean;
  registerOpen: boolean;
  /** the nav path of the page on screen */
  active: string | null;
  /** where the login returns to */
  back: string;
  go: (path: string) => void;
  onLogout: () => void;
}) {
  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} position={Position.LEFT} size="75%" title={title} className="dha-client-drawer">
      <Menu className="dha-client-drawer-menu">
        {loggedIn && userName && <MenuItem icon="user" text={userName} disabled />}
        {CLIENT_NAV.map((n) => (
          <MenuItem key={n.path} icon={n.icon} text={n.title} active={active === n.path} onClick={() => go(n.path)} />
        ))}
        <IsAdmin>
          <MenuDivider />
          <MenuItem icon="dashboard" text="返回管理后台" onClick={() => go(HOME_PATH)} />
        </IsAdmin>
        <MenuDivider />
        {loggedIn ? (
          <MenuItem icon="log-out" text="退出登录" intent={Intent.DANGER} onClick={onLogout} />
        ) : (
          <>
            <MenuItem icon="log-in" text="登录" onClick={() => go(clientLoginUrl(back))} />
            {registerOpen && <MenuItem icon="new-person" text="注册" onClick={() => go('/register')} />}
          </>
        )}
      </Menu>
    </AppDrawer>
  );
}
