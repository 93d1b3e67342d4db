import { Card, Elevation, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { grantedRoles, roleName, useSession } from '../../auth/session';
import { LinkButton } from '../../ui/LinkButton';
import { PageFrame } from '../../ui/PageFrame';
import './user-centre.css';
import { MY_NOTIFY_MESSAGE_PATH } from '../notify/routes';
import { WechatBinding } from '../auth/wechat/WechatBinding';
import { SocialBindings } from '../auth/social/SocialBindings';

const CLIENT_PROFILE_PATH = '/client/my-profile';

/**
 * `/user/profile`: the staff member's personal centre — who they are signed in as; the profile
 * itself is edited where every user edits it (the client area's personal profile, spec §2).
 */
export default function UserProfilePage() {
  const { user, roles, roleNames } = useSession();
  const rows: [string, string][] = [
    ['用户名', user?.username ?? '-'],
    ['昵称', user?.nickname || '-'],
    ['邮箱', user?.email || '-'],
  ];
  return (
    <PageFrame title="个人中心">
      <Card elevation={Elevation.ONE} className="dha-user-centre">
        <H4>个人信息</H4>
        <HTMLTable compact className="dha-user-centre-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">所属角色</th>
              <td>
                {grantedRoles(roles).map((r) => (
                  <Tag key={r} minimal className="dha-user-centre-role">
                    {roleName(r, roleNames)}
                  </Tag>
                ))}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        <WechatBinding />
        <SocialBindings />
        <div className="dha-user-centre-actions">
          <LinkButton to={CLIENT_PROFILE_PATH} text="编辑个人资料" icon="edit" minimal={false} small={false} />
          <LinkButton to={MY_NOTIFY_MESSAGE_PATH} text="我的站内信" intent="none" minimal={false} small={false} />
        </div>
      </Card>
    </PageFrame>
  );
}
