import { Card, Elevation, H4, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { flattenMenuRoutes, menuRoutesOf } from '../../app/menu-routes';
import { useSession } from '../../auth/session';
import { useOrgName } from '../../config/org';
import { menuIcon } from '../layout/menu-icons';

/** /index: the management home page. */
export function HomePage() {
  const { user, roles, menus } = useSession();
  const orgName = useOrgName();
  const pages = flattenMenuRoutes(menuRoutesOf(menus)).filter((r) => r.visible && r.page && !r.external);
  return (
    <div className="dha-home">
      <Card elevation={Elevation.ONE}>
        <H4>欢迎，{user?.nickname || user?.username}</H4>
        <p>{orgName} 管理后台</p>
        <div className="dha-tag-row">
          {roles.map((r) => (
            <Tag key={r} minimal>
              {r}
            </Tag>
          ))}
        </div>
      </Card>
      {pages.length > 0 && (
        <Card elevation={Elevation.ONE}>
          <H4>常用功能</H4>
          <div className="dha-quick-links">
            {pages.map((p) => (
              <Link key={p.id} to={p.fullPath} className="dha-quick-link">
                <Icon icon={menuIcon(p.icon, false)} />
                <span>{p.title}</span>
              </Link>
            ))}
          </div>
        </Card>
      )}
    </div>
  );
}
