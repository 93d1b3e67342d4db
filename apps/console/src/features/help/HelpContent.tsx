import { H5 } from '@blueprintjs/core';
import { useOrgName } from '../../config/org';

/** The help text: where each kind of user starts and how to find a screen. */
export function HelpContent() {
  const orgName = useOrgName();
  return (
    <div className="dha-help">
      <p>欢迎使用{orgName}的课程报名与培训管理系统。</p>
      <H5>学员</H5>
      <ul>
        <li>在「课程列表」中浏览开放报名的课程，登录后即可报名。</li>
        <li>在「我的报名」查看报名状态，在「我的课程」查看已录取的课程。</li>
        <li>报名前请在「个人资料」中完善资料。</li>
      </ul>
      <H5>工作人员</H5>
      <ul>
        <li>登录后进入管理后台，左侧菜单列出您的角色可以使用的功能。</li>
        <li>按 Ctrl+K（Mac 上为 ⌘K）或点击顶部的搜索图标，输入菜单名称即可快速打开页面。</li>
        <li>点击右上角的用户名可进入个人中心或退出登录。</li>
      </ul>
      <H5>遇到问题</H5>
      <p>忘记密码时可在登录页点击「忘记密码」找回；其他问题请联系系统管理员。</p>
    </div>
  );
}
