import { MenuType, Permissions, RoleCode, type RoleCodeValue } from '@dha/contracts';

export interface MenuSeed {
  id: number;
  parentId: number;
  name: string;
  type: number;
  sort: number;
  path: string;
  icon: string;
  component: string | null;
  componentName: string | null;
  permission: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
}

interface PageOptions {
  visible?: boolean;
  keepAlive?: boolean;
  /** permission strings of the page's buttons */
  buttons?: string[];
}

const BUTTON_NAMES: Record<string, string> = {
  query: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  review: '审核',
  cancel: '取消',
  'create-for': '代为报名',
  complete: '完成登记',
  export: '导出',
  trigger: '执行',
  'get-monitor-info': '查看',
  'update-status': '处理',
  'send-notify': '发送测试',
  'assign-role-menu': '菜单权限',
  'assign-role-data-scope': '数据权限',
  import: '导入',
  'update-password': '重置密码',
  'assign-user-role': '分配角色',
  retry: '重试',
  'update-balance': '调整余额',
};

const crud = (prefix: string): string[] => ['query', 'create', 'update', 'delete'].map((a) => `${prefix}:${a}`);
const values = <T extends Record<string, string>>(o: T): string[] => Object.values(o);

const menus: MenuSeed[] = [];

function dir(id: number, name: string, path: string, icon: string, sort: number): void {
  menus.push({
    id,
    parentId: 0,
    name,
    type: MenuType.DIR,
    sort,
    path,
    icon,
    component: null,
    componentName: null,
    permission: '',
    visible: true,
    keepAlive: true,
    alwaysShow: true,
  });
}

/** A page; its buttons get the ids id*10+1, id*10+2, … */
function page(
  id: number,
  parentId: number,
  name: string,
  path: string,
  component: string,
  componentName: string,
  icon: string,
  sort: number,
  o: PageOptions = {},
): void {
  menus.push({
    id,
    parentId,
    name,
    type: MenuType.MENU,
    sort,
    path,
    icon,
    component,
    componentName,
    permission: '',
    visible: o.visible ?? true,
    keepAlive: o.keepAlive ?? true,
    alwaysShow: true,
  });
  (o.buttons ?? []).forEach((permission, i) => {
    const action = permission.split(':').pop() ?? '';
    menus.push({
      id: id * 10 + i + 1,
      parentId: id,
      name: `${name.replace(/管理$/, '')}${BUTTON_NAMES[action] ?? action}`,
      type: MenuType.BUTTON,
      sort: i + 1,
      path: '',
      icon: '#',
      component: null,
      componentName: null,
      permission,
      visible: true,
      keepAlive: true,
      alwaysShow: true,
    });
  });
}

const S = Permissions.signup;

// 课程管理 /course: the management pages, then the routes of spec §2: review and signup-rep show in
// the sidebar (a teacher's way in); the routes that need an id or a record, and those spec §2 marks
// hidden (claim, location, signup-query), do not
export const COURSE_DIR = 5;
dir(COURSE_DIR, '课程管理', '/course', 'ep:reading', 10);
page(500, COURSE_DIR, '课程代码', 'code', 'course/code/index', 'CourseCode', 'ep:postcard', 1, { buttons: values(Permissions.courseCode) });
page(501, COURSE_DIR, '课程类型', 'type', 'course/type/index', 'CourseType', 'ep:collection-tag', 2, {
  buttons: values(Permissions.courseType),
});
page(502, COURSE_DIR, '课程信息', 'manager', 'course/manager/index', 'CourseManager', 'ep:notebook', 3, {
  buttons: values(Permissions.course),
});
page(503, COURSE_DIR, '报名管理', 'signup-manager', 'course/signup-manager/index', 'SignupManager', 'ep:tickets', 4, {
  buttons: values(S),
});
const hidden = { visible: false };
page(510, COURSE_DIR, '完成登记', 'completereg/:courseId', 'course/completereg/index', 'CourseCompleteReg', '#', 10, {
  ...hidden,
  buttons: [S.query, S.complete],
});
page(511, COURSE_DIR, '报名状态', 'signuprecord/:courseId', 'course/signuprecord/index', 'CourseSignupRecord', '#', 11, {
  ...hidden,
  keepAlive: false,
  buttons: [S.query],
});
page(512, COURSE_DIR, '补录报名', 'signup-rep', 'course/signup-rep/index', 'CourseSignupRep', 'ep:document-add', 12, {
  buttons: [S.query, S.createFor],
});
page(513, COURSE_DIR, '报名审核', 'review', 'course/review/index', 'CourseReview', 'ep:finished', 13, {
  keepAlive: false,
  buttons: [S.query, S.review],
});
page(514, COURSE_DIR, '报名详情', 'detail', 'course/detail/index', 'CourseSignupDetail', '#', 14, {
  ...hidden,
  keepAlive: false,
  buttons: [S.query],
});
page(515, COURSE_DIR, '课程认领', 'claim', 'course/claim/index', 'CourseClaim', '#', 15, {
  ...hidden,
  buttons: [Permissions.course.query],
});
page(516, COURSE_DIR, '上课地点', 'location', 'course/location/index', 'CourseLocation', '#', 16, {
  ...hidden,
  buttons: values(Permissions.location),
});
page(517, COURSE_DIR, '报名查询', 'signup-query', 'course/signup-query/index', 'CourseSignupQuery', '#', 17, {
  ...hidden,
  buttons: [S.query, S.export],
});

// 系统管理 /system
dir(1, '系统管理', '/system', 'ep:tools', 20);
page(110, 1, '用户管理', 'user', 'system/user/index', 'SystemUser', 'ep:avatar', 0, { buttons: values(Permissions.user) });
page(100, 1, '角色管理', 'role', 'system/role/index', 'SystemRole', 'ep:user', 1, {
  buttons: [...values(Permissions.role), ...values(Permissions.permission)],
});
page(111, 1, '菜单管理', 'menu', 'system/menu/index', 'SystemMenu', 'ep:menu', 2, { buttons: values(Permissions.menu) });
page(101, 1, '部门管理', 'dept', 'system/dept/index', 'SystemDept', 'ep:office-building', 2, { buttons: values(Permissions.dept) });
page(102, 1, '岗位管理', 'post', 'system/post/index', 'SystemPost', 'ep:briefcase', 3, { buttons: values(Permissions.post) });
page(103, 1, '字典管理', 'dict', 'system/dict/index', 'SystemDictType', 'ep:collection', 4, { buttons: values(Permissions.dict) });
page(104, 1, '电话中心', 'phone-center', 'system/phone-center/index', 'SystemPhoneCenter', 'ep:phone', 5, { buttons: crud('system:sms') });
page(105, 1, '邮件中心', 'email-center', 'system/email-center/index', 'SystemEmailCenter', 'ep:message', 6, {
  buttons: crud('system:mail'),
});
// the template page also carries the admin message list's permission (the grant the list page's call checks)
page(106, 1, '站内信模板', 'notify-template', 'system/notify/template/index', 'SystemNotifyTemplate', 'ep:bell', 7, {
  buttons: [...values(Permissions.notifyTemplate), Permissions.notifyMessage.query],
});
menus.find((m) => m.permission === Permissions.notifyMessage.query)!.name = '站内信记录查询';
page(107, 1, '站内信记录', 'notify-message', 'system/notify/message/index', 'SystemNotifyMessage', 'ep:message', 8);
// tenants and their packages: no role is granted them, so only the system tenant's super admins see them
// (components as upstream's console names its pages, so that console draws them too)
page(112, 1, '租户列表', 'tenant', 'system/tenant/index', 'SystemTenant', 'ep:house', 20, { buttons: values(Permissions.tenant) });
page(113, 1, '租户套餐', 'tenant-package', 'system/tenantPackage/index', 'SystemTenantPackage', 'ep:box', 21, {
  buttons: values(Permissions.tenantPackage),
});
page(114, 1, '操作日志', 'operate-log', 'system/operatelog/index', 'SystemOperateLog', 'ep:document', 30, {
  buttons: values(Permissions.operateLog),
});
page(115, 1, '登录日志', 'login-log', 'system/loginlog/index', 'SystemLoginLog', 'ep:key', 31, { buttons: values(Permissions.loginLog) });
// OAuth2 clients are shared by every tenant: no role is granted them (super admins of the system tenant only)
page(116, 1, 'OAuth2 客户端', 'oauth2-client', 'system/oauth2/client/index', 'SystemOAuth2Client', 'ep:connection', 32, {
  buttons: values(Permissions.oauth2Client),
});

// 基础设施 /infra
dir(2, '基础设施', '/infra', 'ep:monitor', 30);
page(200, 2, '参数配置', 'config', 'infra/config/index', 'InfraConfig', 'ep:setting', 1, { buttons: values(Permissions.config) });
page(201, 2, '定时任务', 'job', 'infra/job/index', 'InfraJob', 'ep:alarm-clock', 2, { buttons: values(Permissions.job) });
page(202, 2, '时间中心', 'time-center', 'infra/time-center/index', 'InfraTimeCenter', 'ep:timer', 3, { buttons: crud('infra:time') });
page(203, 2, '服务监控', 'monitor', 'infra/monitor/index', 'InfraMonitor', 'ep:odometer', 4, {
  buttons: values(Permissions.serverMonitor),
});
page(204, 2, '缓存监控', 'redis', 'infra/redis/index', 'InfraRedis', 'ep:coin', 5, { buttons: values(Permissions.redisMonitor) });
page(205, 2, 'API 文档', 'swagger', 'infra/swagger/index', 'InfraSwagger', 'ep:document', 6, { buttons: values(Permissions.apiDocs) });
// the queue board (bull-board, served by the server itself): the page asks for its ticket and opens it; no
// role is granted it, so only super admins (who hold every menu) see it, and the server checks again
page(206, 2, '任务队列', 'queue-board', 'infra/queue-board/index', 'InfraQueueBoard', 'ep:list', 7);
// API 日志 (upstream 基础设施 → API 日志): access and error logs
const API_LOG_DIR = 207;
menus.push({
  ...menus.find((m) => m.id === 2)!,
  id: API_LOG_DIR,
  parentId: 2,
  name: 'API 日志',
  path: 'log',
  icon: 'ep:document-copy',
  sort: 8,
});
page(2070, API_LOG_DIR, '访问日志', 'api-access-log', 'infra/apiAccessLog/index', 'InfraApiAccessLog', 'ep:tickets', 1, {
  buttons: values(Permissions.apiAccessLog),
});
page(2071, API_LOG_DIR, '错误日志', 'api-error-log', 'infra/apiErrorLog/index', 'InfraApiErrorLog', 'ep:warning', 2, {
  buttons: values(Permissions.apiErrorLog),
});
// 文件管理: files and where they are stored
const FILE_DIR = 208;
menus.push({ ...menus.find((m) => m.id === 2)!, id: FILE_DIR, parentId: 2, name: '文件管理', path: 'file', icon: 'ep:files', sort: 9 });
page(2080, FILE_DIR, '文件列表', 'file', 'infra/file/index', 'InfraFile', 'ep:document', 1, { buttons: values(Permissions.file) });
page(2081, FILE_DIR, '文件配置', 'file-config', 'infra/fileConfig/index', 'InfraFileConfig', 'ep:setting', 2, {
  buttons: values(Permissions.fileConfig),
});

// 支付管理 /pay (upstream's pages): 商户信息 shows the pay apps with their channels (upstream's console calls
// that page `pay/app/index`; our console also maps the old `pay/merchant/index` to it); its first four buttons are those shipped before, the app and
// channel permissions follow (new button ids, so an upgrade adds them); the other pages from 310 on, clear of its 12 buttons
dir(3, '支付管理', '/pay', 'ep:money', 40);
page(300, 3, '商户信息', 'merchant', 'pay/app/index', 'PayMerchant', 'ep:shop', 1, {
  buttons: [...crud('pay:merchant'), ...values(Permissions.payApp), ...values(Permissions.payChannel)],
});
menus
  .filter((m) => m.parentId === 300 && m.permission.startsWith('pay:channel:'))
  .forEach((m) => (m.name = m.name.replace('商户信息', '支付渠道')));
page(310, 3, '支付订单', 'order', 'pay/order/index', 'PayOrder', 'ep:list', 2, { buttons: values(Permissions.payOrder) });
page(320, 3, '退款订单', 'refund', 'pay/refund/index', 'PayRefund', 'ep:refresh-left', 3, { buttons: values(Permissions.payRefund) });
page(330, 3, '回调通知', 'notify', 'pay/notify/index', 'PayNotify', 'ep:bell', 4, { buttons: values(Permissions.payNotify) });
page(340, 3, '钱包余额', 'wallet-balance', 'pay/wallet/balance/index', 'PayWalletBalance', 'ep:wallet', 5, {
  buttons: values(Permissions.payWallet),
});

// 公众号 /mp
dir(4, '公众号', '/mp', 'ep:chat-dot-round', 50);
page(400, 4, '账号管理', 'account', 'mp/account/index', 'MpAccount', 'ep:user-filled', 1, { buttons: crud('mp:account') });

export const BASE_MENUS: readonly MenuSeed[] = menus;

export interface RoleSeed {
  id: number;
  code: RoleCodeValue;
  name: string;
  sort: number;
  /** the pages this role is granted (with their buttons and parent directories); super_admin holds every menu implicitly */
  pages: number[];
}

/** 用户管理: the office, department and area admins create the teacher accounts */
const USER_PAGE = 110;
const ALL_COURSE_PAGES = [500, 501, 502, 503, 510, 511, 512, 513, 514, 515, 516, 517];

/** Spec §6: the roles and the /course routes each may open. */
export const BASE_ROLES: readonly RoleSeed[] = [
  { id: 1, code: RoleCode.SUPER_ADMIN, name: '超级管理员', sort: 1, pages: [] },
  { id: 2, code: RoleCode.DEPT_ADMIN, name: '部门管理员', sort: 2, pages: [...ALL_COURSE_PAGES, USER_PAGE] },
  { id: 3, code: RoleCode.AREA_ADMIN, name: '片区管理员', sort: 3, pages: [...ALL_COURSE_PAGES, USER_PAGE] },
  { id: 4, code: RoleCode.OFFICE_ADMIN, name: '办公室管理员', sort: 4, pages: [...ALL_COURSE_PAGES.filter((p) => p !== 516), USER_PAGE] },
  { id: 5, code: RoleCode.SIGNUP_ADMIN, name: '报名管理员', sort: 5, pages: [503, 510, 511, 512, 513, 514, 515, 517] },
  { id: 6, code: RoleCode.COURSE_TEACHER, name: '课程老师', sort: 6, pages: [510, 511, 513, 514, 515, 517] },
  { id: 7, code: RoleCode.OTHER_TEACHER, name: '其他老师', sort: 7, pages: [511] },
  { id: 8, code: RoleCode.COMMON, name: '普通用户', sort: 8, pages: [] },
];

/** Every menu id a role's grant covers: the pages, their buttons and their directories. */
export function grantedMenuIds(role: RoleSeed): number[] {
  const ids = new Set<number>();
  for (const pageId of role.pages) {
    const pageMenu = menus.find((m) => m.id === pageId);
    if (!pageMenu) throw new Error(`role ${role.code}: no menu ${pageId}`);
    ids.add(pageId);
    ids.add(pageMenu.parentId);
    for (const b of menus) if (b.parentId === pageId) ids.add(b.id);
  }
  ids.delete(0);
  return [...ids].sort((a, b) => a - b);
}
