import { ConfigKey } from '@dha/contracts';

export interface ConfigSeed {
  key: string;
  category: string;
  name: string;
  value: string;
  remark: string;
}

const ABOUT = [
  'DHA 培训中心是一家面向社会开放的公益培训机构，致力于为学员提供禅修、读书、亲子与义工培训等多样的学习机会。',
  '中心课程由经验丰富的老师带领，采用小班授课，注重理论与实践相结合；每期课程均设有义工服务岗位，欢迎有心人一同参与。',
  '报名方式：在"课程列表"中选择课程并提交报名，完善个人资料后等待审核；录取结果将通过站内信通知，请在规定时间内确认。',
  '如有疑问，请在工作日 9:00–17:00 联系中心办公室。',
].join('\n\n');

/**
 * Configuration keys the product reads; all built in (type SYSTEM) and visible. The base seeder
 * adds a key missing from an existing database at the next start (an edited value is never touched).
 */
export const BASE_CONFIG: ConfigSeed[] = [
  {
    key: ConfigKey.ORG_NAME,
    category: 'system',
    name: '机构名称',
    value: 'DHA 培训中心',
    remark: '侧边栏标志、页面标题与登录页显示的名称',
  },
  {
    key: ConfigKey.ORG_LOGO_TEXT,
    category: 'system',
    name: '标志文字',
    value: 'DHA',
    remark: '侧边栏标志中的简短文字（建议 1–4 个字符）；留空时取机构名称的前两个字',
  },
  {
    key: ConfigKey.REGISTER_ENABLED,
    category: 'system',
    name: '开放注册',
    value: 'true',
    remark: 'true 时访客可自行注册账号；false 时注册接口拒绝并隐藏登录页的注册链接',
  },
  { key: ConfigKey.ABOUT_CONTENT, category: 'client', name: '关于我们', value: ABOUT, remark: '/client/about 页面的正文，段落之间空一行' },
  { key: ConfigKey.CAPTCHA_ENABLED, category: 'system', name: '登录验证码开关', value: 'false', remark: 'true 时登录与注册需要图形验证码' },
  {
    key: ConfigKey.OFFER_REPLY_DEADLINE_HOURS,
    category: 'signup',
    name: '录取回复期限（小时）',
    value: '72',
    remark: '学员收到录取通知后须在此时限内确认，逾期自动取消',
  },
  {
    key: ConfigKey.OFFER_REMINDER_HOURS,
    category: 'notify',
    name: '录取回复提醒（小时）',
    value: '24',
    remark: '录取回复期限前多少小时提醒学员确认（站内信，选择了邮件通知的学员同时收到邮件）；0 表示不提醒',
  },
  {
    key: ConfigKey.LOG_RETENTION_DAYS,
    category: 'system',
    name: '日志保留天数',
    value: '180',
    remark: '操作日志与登录日志保留的天数，每天清理更早的记录',
  },
];
