import { NotifyTemplateCode as C, NotifyTemplateType } from '@dha/contracts';

export interface TemplateSeed {
  code: string;
  name: string;
  nickname: string;
  type: number;
  content: string;
  remark: string;
}

const SIGNUP = '报名中心';
const COURSE = '课程中心';
const { NOTICE, SYSTEM } = NotifyTemplateType;

/**
 * The templates the notify module renders for signup and course events (consumers/notify-recipients),
 * and the offer reminder. Each says which course, the new status, what to do next and by when.
 */
export const BASE_TEMPLATES: readonly TemplateSeed[] = [
  {
    code: C.SIGNUP_SUBMITTED,
    name: '报名已提交',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您已报名课程【{courseName}】，当前状态：{statusLabel}。工作人员会尽快审核，审核结果将通过站内信通知您，请留意。',
    remark: '申请人：报名提交（待审核）',
  },
  {
    code: C.SIGNUP_PASSED,
    name: '报名初审通过',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您报名的课程【{courseName}】已通过初审，当前状态：{statusLabel}。请等待授课老师审核，结果将另行通知。',
    remark: '申请人：初审通过，转老师审核',
  },
  {
    code: C.SIGNUP_OFFER_FORMAL,
    name: '正式录取待确认',
    nickname: SIGNUP,
    type: SYSTEM,
    content:
      '恭喜！您报名的课程【{courseName}】获得正式名额，当前状态：{statusLabel}。请在 {deadline} 前登录“我的报名”确认参加或放弃，逾期未回复视为放弃。',
    remark: '申请人：正式录取通知，含回复截止时间',
  },
  {
    code: C.SIGNUP_OFFER_CANDIDATE,
    name: '候补录取待确认',
    nickname: SIGNUP,
    type: SYSTEM,
    content:
      '您报名的课程【{courseName}】获得候补名额，当前状态：{statusLabel}。请在 {deadline} 前登录“我的报名”确认是否候补，逾期未回复视为放弃；有正式名额空出时将按顺序递补。',
    remark: '申请人：候补录取通知，含回复截止时间',
  },
  {
    code: C.SIGNUP_ACCEPTED_FORMAL,
    name: '已正式录取',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您已确认参加课程【{courseName}】，当前状态：{statusLabel}。请按课程时间 {courseTime} 准时参加。',
    remark: '申请人：确认正式录取',
  },
  {
    code: C.SIGNUP_ACCEPTED_CANDIDATE,
    name: '已候补录取',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您已确认候补课程【{courseName}】，当前状态：{statusLabel}。有正式名额空出时将自动为您递补并通知您，无需其他操作。',
    remark: '申请人：确认候补',
  },
  {
    code: C.SIGNUP_PROMOTED,
    name: '候补转正',
    nickname: SIGNUP,
    type: SYSTEM,
    content:
      '好消息！课程【{courseName}】有正式名额空出，您已由候补递补为正式学员，当前状态：{statusLabel}。请按课程时间 {courseTime} 准时参加。',
    remark: '申请人：候补递补为正式',
  },
  {
    code: C.SIGNUP_REJECTED,
    name: '报名未通过',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '很抱歉，您报名的课程【{courseName}】未通过审核，当前状态：{statusLabel}。{remark}欢迎关注并报名其他课程。',
    remark: '申请人：审核未通过',
  },
  {
    code: C.SIGNUP_DECLINED,
    name: '已放弃录取',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您已放弃课程【{courseName}】的录取名额，当前状态：{statusLabel}。名额已释放，欢迎报名其他课程。',
    remark: '申请人：本人放弃录取',
  },
  {
    code: C.SIGNUP_OFFER_EXPIRED,
    name: '录取回复已逾期',
    nickname: SIGNUP,
    type: SYSTEM,
    content:
      '您报名的课程【{courseName}】的录取名额因未在截止时间前回复已失效，当前状态：{statusLabel}。如仍想参加，请报名其他课程或联系工作人员。',
    remark: '申请人：录取逾期未回复',
  },
  {
    code: C.SIGNUP_CANCELLED,
    name: '报名已被取消',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您报名的课程【{courseName}】已被工作人员取消，当前状态：{statusLabel}。{remark}如有疑问请联系工作人员。',
    remark: '申请人：管理员取消报名',
  },
  {
    code: C.SIGNUP_WITHDRAWN,
    name: '报名已撤回',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您已撤回课程【{courseName}】的报名，当前状态：{statusLabel}。如需参加，可在报名截止前重新报名。',
    remark: '申请人：本人撤回报名',
  },
  {
    code: C.SIGNUP_FINISHED,
    name: '课程已完成',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '您参加的课程【{courseName}】已完成登记，当前状态：{statusLabel}。感谢参与，欢迎继续报名其他课程。',
    remark: '申请人：完成登记',
  },
  {
    code: C.TEACHER_AUDIT_REQUEST,
    name: '待老师审核提醒',
    nickname: SIGNUP,
    type: NOTICE,
    content: '课程【{courseName}】有一条新的报名（申请人：{applicantName}）已通过初审，等待您审核。请到“报名审核”处理。',
    remark: '授课老师：报名进入待老师审核',
  },
  {
    code: C.REVIEW_NEW_SIGNUP,
    name: '新报名提醒',
    nickname: SIGNUP,
    type: NOTICE,
    content: '课程【{courseName}】收到新的报名（申请人：{applicantName}），当前状态：{statusLabel}。请到“报名审核”处理。',
    remark: '审核人员：新报名待审核',
  },
  {
    code: C.REVIEW_WITHDRAWN,
    name: '报名撤回提醒',
    nickname: SIGNUP,
    type: NOTICE,
    content: '课程【{courseName}】的申请人 {applicantName} 撤回了报名（原状态：{fromStatusLabel}），名额已释放，无需处理。',
    remark: '审核人员：申请人撤回报名',
  },
  {
    code: C.OFFER_REMINDER,
    name: '录取回复截止提醒',
    nickname: SIGNUP,
    type: SYSTEM,
    content: '提醒：您在课程【{courseName}】的录取名额将于 {deadline} 截止回复，请尽快登录“我的报名”确认参加或放弃，逾期视为放弃。',
    remark: '申请人：回复截止前提醒',
  },
  {
    code: C.COURSE_TIME_CHANGED,
    name: '课程时间变更',
    nickname: COURSE,
    type: NOTICE,
    content: '您报名的课程【{courseName}】时间已变更为 {courseTime}（原时间 {previousCourseTime}），请合理安排时间。',
    remark: '参与者：课程时间变更',
  },
  {
    code: C.COURSE_PLACE_CHANGED,
    name: '课程地点变更',
    nickname: COURSE,
    type: NOTICE,
    content: '您报名的课程【{courseName}】上课地点已变更为 {placeName}（原地点 {previousPlaceName}），请按新地点前往。',
    remark: '参与者：课程地点变更',
  },
  {
    code: C.COURSE_STATUS_CHANGED,
    name: '课程状态变更',
    nickname: COURSE,
    type: NOTICE,
    content: '您报名的课程【{courseName}】状态已由“{previousStatusLabel}”变更为“{statusLabel}”。',
    remark: '参与者：课程状态变更',
  },
  {
    code: C.COURSE_PAUSED,
    name: '课程暂停',
    nickname: COURSE,
    type: NOTICE,
    content: '您报名的课程【{courseName}】已暂停（原状态：{previousStatusLabel}），恢复或取消时将另行通知，暂时无需任何操作。',
    remark: '参与者：课程暂停或取消',
  },
];
