import { Card, Elevation, H4, Icon, Tag } from '@blueprintjs/core';
import { COURSE_ROUTE_ROLES, hasAnyRole } from '@dha/contracts';
import { Link, Navigate } from 'react-router-dom';
import { flattenMenuRoutes, menuRoutesOf } from '../../app/menu-routes';
import { grantedRoles, isCommonSession, roleName, useSession } from '../../auth/session';
import { useOrgName } from '../../config/org';
import { CLIENT_HOME } from '../../config/base';
import { menuIcon } from '../layout/menu-icons';
import { courseShortcuts } from './home-links';
import { StaffDashboard } from './StaffDashboard';
import './home.css';

/**
 * /index: the home built for the user's roles: what waits for their action, their courses, courses
 * to claim, figures of their scope and shortcuts to every page they may open. Visitors go to the
 * client area.
 */
export function HomePage() {
  const { user, roles, roleNames, menus } = useSession();
  const orgName = useOrgName();
  if (isCommonSession(roles)) return <Navigate to={CLIENT_HOME} replace />;
  const staff = hasAnyRole(roles, COURSE_ROUTE_ROLES.signuprecord);
  const shortcuts = courseShortcuts(roles);
  // a menu page that is also a /course shortcut (e.g. 报名审核) shows once
  const pages = flattenMenuRoutes(menuRoutesOf(menus)).filter(
    (r) => r.visible && r.page && !r.external && !shortcuts.some((s) => s.to === r.fullPath),
  );
  const names = grantedRoles(roles).map((r) => roleName(r, roleNames));
  return (
    <div className="dha-home">
      <Card elevation={Elevation.ONE}>
        <H4>欢迎，{user?.nickname || user?.username}</H4>
        <p>{orgName} 管理后台</p>
        <div className="dha-tag-row" aria-label="我的角色">
          {names.map((name) => (
            <Tag key={name} minimal intent="primary">
              {name}
            </Tag>
          ))}
        </div>
      </Card>
      {staff && <StaffDashboard roles={roles} />}
      {(shortcuts.length > 0 || pages.length > 0) && (
        <Card elevation={Elevation.ONE}>
          <H4>快捷入口</H4>
          <nav className="dha-quick-links" aria-label="快捷入口">
            {shortcuts.map((s) => (
              <Link key={s.to} to={s.to} className="dha-quick-link">
                <Icon icon={s.icon} />
                <span>{s.title}</span>
              </Link>
            ))}
            {pages.map((p) => (
              <Link key={p.id} to={p.fullPath} className="dha-quick-link">
                <Icon icon={menuIcon(p.icon, false)} />
                <span>{p.title}</span>
              </Link>
            ))}
          </nav>
        </Card>
      )}
    </div>
  );
}
