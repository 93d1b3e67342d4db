import { DictTypeCode as T, LOGIN_LOG_TYPE_LABELS, LOGIN_RESULT_LABELS, LoginLogType, LoginResult } from '@dha/contracts';

type Color = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface DictSeed {
  type: string;
  name: string;
  remark?: string;
  /** [value, label, colorType]; sort follows the order given */
  entries: Array<[value: string | number, label: string, colorType: Color]>;
}

const notifyTemplateTypes: DictSeed['entries'] = [
  [1, '通知公告', 'primary'],
  [2, '系统消息', 'success'],
];

/** The entries of an enumeration whose labels live in @dha/contracts, coloured as upstream colours them. */
const labelled = (labels: Record<number, string>, colors: Record<number, Color>): DictSeed['entries'] =>
  Object.entries(labels).map(([value, label]) => [Number(value), label, colors[Number(value)] ?? 'default']);

/**
 * Every dictionary the product reads (spec §3: the named keys and the enumerations of its table).
 * Where the spec names a key but gives no values, the set is one a Chinese training centre would use.
 */
export const BASE_DICTIONARIES: DictSeed[] = [
  {
    type: T.USER_TYPE,
    name: '用户类型',
    entries: [
      [1, '会员', 'primary'],
      [2, '管理员', 'success'],
    ],
  },
  {
    type: T.COMMON_STATUS,
    name: '系统状态',
    entries: [
      [0, '开启', 'primary'],
      [1, '关闭', 'info'],
    ],
  },
  {
    type: T.TERMINAL,
    name: '终端',
    entries: [
      [0, '未知', 'default'],
      [10, '微信小程序', 'success'],
      [11, '微信公众号', 'success'],
      [20, 'H5 网页', 'primary'],
      [31, '手机 App', 'warning'],
    ],
  },
  {
    type: T.USER_SEX,
    name: '用户性别',
    entries: [
      [1, '男', 'primary'],
      [2, '女', 'danger'],
    ],
  },
  {
    type: T.CERTIFICATE_TYPE,
    name: '证件类型',
    entries: [
      [1, '居民身份证', 'primary'],
      [2, '护照', 'success'],
      [3, '港澳居民来往内地通行证', 'info'],
      [4, '台湾居民来往大陆通行证', 'info'],
      [5, '外国人永久居留身份证', 'warning'],
    ],
  },
  {
    type: T.MENU_TYPE,
    name: '菜单类型',
    entries: [
      [1, '目录', 'default'],
      [2, '菜单', 'primary'],
      [3, '按钮', 'info'],
    ],
  },
  {
    type: T.DATA_SCOPE,
    name: '数据范围',
    entries: [
      [1, '全部数据权限', 'default'],
      [2, '指定部门数据权限', 'warning'],
      [3, '本部门数据权限', 'primary'],
      [4, '本部门及以下数据权限', 'success'],
      [5, '仅本人数据权限', 'info'],
    ],
  },
  {
    type: T.ROLE_TYPE,
    name: '角色类型',
    entries: [
      [1, '内置', 'danger'],
      [2, '自定义', 'primary'],
    ],
  },
  {
    type: T.SOCIAL_TYPE,
    name: '社交类型',
    entries: [
      [10, '码云', 'default'],
      [20, '钉钉', 'primary'],
      [30, '企业微信', 'success'],
      [31, '微信公众平台', 'success'],
      [32, '微信开放平台', 'success'],
      [34, '微信小程序', 'success'],
    ],
  },
  { type: T.NOTIFY_TEMPLATE_TYPE, name: '站内信模板的类型', entries: notifyTemplateTypes },
  {
    type: T.NOTIFY_TEMPLATE_TYPE_ALIAS,
    name: '站内信类型',
    remark: '通知弹窗使用的键名，与 system_notify_template_type 相同',
    entries: notifyTemplateTypes,
  },
  {
    type: T.COURSE_TYPE,
    name: '课程类型',
    entries: [
      [1, '禅修课程', 'primary'],
      [2, '读书会', 'success'],
      [3, '公益讲座', 'info'],
      [4, '义工培训', 'warning'],
      [5, '亲子课程', 'danger'],
    ],
  },
  {
    type: T.COURSE_RECRUITMENT_TYPE,
    name: '招生类型',
    entries: [
      [1, '公开招生', 'success'],
      [2, '定向招生', 'warning'],
      [3, '内部推荐', 'info'],
    ],
  },
  {
    type: T.COURSE_CLASS_STATUS,
    name: '开课状态',
    entries: [
      [10, '正常课前', 'primary'],
      [11, '正常课中', 'success'],
      [12, '正常课后', 'info'],
      [20, '已完成', 'default'],
      [40, '已暂停', 'warning'],
    ],
  },
  {
    type: T.COURSE_CLAIM_STATUS,
    name: '课程认领状态',
    entries: [
      [0, '待认领', 'warning'],
      [1, '已认领', 'success'],
      [2, '已忽略', 'info'],
    ],
  },
  {
    type: T.SIGNUP_IDENTITY,
    name: '报名身份',
    entries: [
      [1, '学生', 'primary'],
      [2, '在职', 'success'],
      [3, '退休', 'info'],
      [4, '自由职业', 'warning'],
      [5, '其他', 'default'],
    ],
  },
  {
    type: T.SIGNUP_IDENTITY_TYPE,
    name: '学员类别',
    remark: '报名人与中心的关系：首次参加、曾经参加过课程、或作为义工服务',
    entries: [
      [1, '新学员', 'primary'],
      [2, '老学员', 'success'],
      [3, '义工', 'warning'],
    ],
  },
  {
    type: T.SIGNUP_EDUCATION,
    name: '学历',
    entries: [
      [1, '小学', 'default'],
      [2, '初中', 'default'],
      [3, '高中', 'info'],
      [4, '中专/职高', 'info'],
      [5, '大专', 'primary'],
      [6, '本科', 'primary'],
      [7, '硕士', 'success'],
      [8, '博士', 'success'],
    ],
  },
  {
    type: T.SIGNUP_STATUS,
    name: '报名状态',
    entries: [
      [0, '初始化', 'default'],
      [10, '待审核', 'warning'],
      [20, '待老师审核', 'warning'],
      [30, '待学员回复', 'primary'],
      [40, '正式录取', 'success'],
      [41, '候补录取', 'info'],
      [42, '未录取', 'danger'],
      [50, '已取消', 'info'],
      [60, '已完成', 'success'],
    ],
  },
  {
    type: T.SIGNUP_OFFER_TYPE,
    name: '录取类型',
    entries: [
      [0, '正式', 'success'],
      [1, '候补', 'warning'],
    ],
  },
  {
    type: T.SIGNUP_PARTICIPANT_KIND,
    name: '参与类型',
    entries: [
      [0, '学员', 'primary'],
      [1, '服务', 'success'],
    ],
  },
  {
    type: T.PAY_ORDER_STATUS,
    name: '支付状态',
    entries: [
      [0, '未支付', 'info'],
      [10, '已支付', 'success'],
      // upstream's server and dictionary: 20 refunded, 30 closed (the spec's console constant CLOSED 20 is its slip)
      [20, '已退款', 'warning'],
      [30, '支付关闭', 'default'],
    ],
  },
  {
    type: T.PAY_REFUND_STATUS,
    name: '退款状态',
    entries: [
      [0, '未退款', 'warning'],
      [10, '退款成功', 'success'],
      [20, '退款失败', 'danger'],
    ],
  },
  {
    type: T.PAY_CHANNEL_CODE,
    name: '支付渠道编码',
    entries: [
      ['wx_pub', '微信 JSAPI 支付', 'success'],
      ['wx_lite', '微信小程序支付', 'success'],
      ['wx_app', '微信 App 支付', 'success'],
      ['wx_native', '微信 Native 支付', 'success'],
      ['wx_bar', '微信付款码支付', 'success'],
      ['alipay_pc', '支付宝 PC 网站支付', 'primary'],
      ['alipay_wap', '支付宝 Wap 网站支付', 'primary'],
      ['alipay_app', '支付宝 App 支付', 'primary'],
      ['alipay_qr', '支付宝扫码支付', 'primary'],
      ['alipay_bar', '支付宝条码支付', 'primary'],
      ['mock', '模拟支付', 'info'],
      ['wallet', '钱包支付', 'warning'],
    ],
  },
  {
    type: T.PAY_NOTIFY_STATUS,
    name: '支付回调状态',
    entries: [
      [0, '等待通知', 'info'],
      [10, '通知成功', 'success'],
      [20, '通知失败', 'danger'],
      [21, '请求成功，但是结果失败', 'warning'],
      [22, '请求失败', 'warning'],
    ],
  },
  {
    type: T.PAY_NOTIFY_TYPE,
    name: '支付通知类型',
    entries: [
      [1, '支付单', 'primary'],
      [2, '退款单', 'warning'],
    ],
  },
  {
    type: T.PAY_WALLET_BIZ_TYPE,
    name: '钱包交易类型',
    entries: [
      [1, '充值', 'success'],
      [2, '充值退款', 'warning'],
      [3, '支付', 'primary'],
      [4, '支付退款', 'info'],
      [5, '更新余额', 'default'],
    ],
  },
  {
    type: T.PAY_DISPLAY_MODE,
    name: '支付展示模式',
    entries: [
      ['url', '跳转链接', 'primary'],
      ['iframe', 'IFrame 内嵌', 'info'],
      ['form', '表单提交', 'info'],
      ['qr_code', '二维码', 'success'],
      ['app', 'App', 'warning'],
    ],
  },
  {
    type: T.INFRA_BOOLEAN_STRING,
    name: 'Boolean 是否类型',
    entries: [
      ['true', '是', 'danger'],
      ['false', '否', 'info'],
    ],
  },
  {
    type: T.INFRA_CONFIG_TYPE,
    name: '参数类型',
    entries: [
      [1, '系统内置', 'danger'],
      [2, '自定义', 'primary'],
    ],
  },
  {
    type: T.INFRA_JOB_STATUS,
    name: '定时任务状态',
    entries: [
      [0, '初始化', 'primary'],
      [1, '开启', 'success'],
      [2, '暂停', 'danger'],
    ],
  },
  {
    type: T.INFRA_JOB_LOG_STATUS,
    name: '定时任务日志状态',
    entries: [
      [0, '运行中', 'primary'],
      [1, '成功', 'success'],
      [2, '失败', 'danger'],
    ],
  },
  {
    type: T.INFRA_FILE_TYPE,
    name: '文件类型',
    entries: [
      [0, '图片', 'primary'],
      [1, '视频', 'success'],
      [2, '音频', 'success'],
      [3, 'Word', 'info'],
      [4, '演示文稿', 'info'],
      [5, '表格', 'info'],
      [6, 'PDF', 'warning'],
      [7, '压缩包', 'default'],
      [-1, '其他', 'default'],
    ],
  },
  {
    type: T.INFRA_FILE_STORAGE,
    name: '文件存储器',
    entries: [
      [1, '数据库', 'primary'],
      [10, '本地磁盘', 'success'],
      [20, 'S3 对象存储', 'warning'],
    ],
  },
  {
    type: T.INFRA_API_ERROR_LOG_PROCESS_STATUS,
    name: 'API 异常数据的处理状态',
    entries: [
      [0, '未处理', 'primary'],
      [1, '已处理', 'success'],
      [2, '已忽略', 'danger'],
    ],
  },
  {
    type: T.LOGIN_TYPE,
    name: '登陆日志的类型',
    entries: labelled(LOGIN_LOG_TYPE_LABELS, {
      [LoginLogType.LOGIN_USERNAME]: 'primary',
      [LoginLogType.LOGIN_SOCIAL]: 'info',
      [LoginLogType.LOGOUT_SELF]: 'primary',
      [LoginLogType.LOCK]: 'warning',
    }),
  },
  {
    type: T.LOGIN_RESULT,
    name: '登陆结果',
    entries: labelled(LOGIN_RESULT_LABELS, {
      [LoginResult.SUCCESS]: 'success',
      [LoginResult.BAD_CREDENTIALS]: 'primary',
      [LoginResult.USER_DISABLED]: 'warning',
      [LoginResult.CAPTCHA_NOT_FOUND]: 'info',
      [LoginResult.CAPTCHA_CODE_ERROR]: 'info',
      [LoginResult.LOCKED]: 'warning',
      [LoginResult.TENANT_DISABLED]: 'warning',
      [LoginResult.INVALID_REQUEST]: 'info',
      [LoginResult.SOCIAL_NOT_BOUND]: 'info',
      [LoginResult.UNKNOWN]: 'danger',
    }),
  },
  {
    type: T.OAUTH2_GRANT_TYPE,
    name: 'OAuth 2.0 授权类型',
    remark: 'OAuth 2.0 授权类型（模式）',
    entries: [
      ['password', 'password', 'default'],
      ['authorization_code', 'authorization_code', 'primary'],
      ['implicit', 'implicit', 'success'],
      ['client_credentials', 'client_credentials', 'default'],
      ['refresh_token', 'refresh_token', 'info'],
    ],
  },
];
