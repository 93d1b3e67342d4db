import { defineErrors } from '@dha/server-core';

/** Business codes of the signup module (1_031_MMM_NNN). */
export const SignupErrors = defineErrors({
  PROFILE_INCOMPLETE: [1_031_000_001, '请先完善个人资料'],
  ALREADY_SIGNED_UP: [1_031_000_002, '您已报名该课程'],
  COURSE_NOT_FOUND: [1_031_000_003, '课程不存在'],
  COURSE_NOT_OPEN: [1_031_000_004, '课程当前不可报名'],
  OUTSIDE_SIGNUP_WINDOW: [1_031_000_005, '不在报名时间内'],
  KIND_NOT_RECRUITED: [1_031_000_006, '该课程不招收{}'],
  IDENTITY_INVALID: [1_031_000_007, '身份「{}」不存在'],
  USER_NOT_FOUND: [1_031_000_008, '用户不存在'],
  APPLICANT_NOT_VISITOR: [1_031_000_009, '只能为访客账号补录报名：用户「{}」是工作人员账号'],
  SIGNUP_NOT_FOUND: [1_031_001_000, '报名记录不存在'],
  ILLEGAL_TRANSITION: [1_031_001_001, '报名状态为「{}」，不能执行该操作'],
  OFFER_REQUIRED: [1_031_001_002, '请选择录取类型（正式或候补）'],
  FORMAL_FULL: [1_031_001_003, '正式名额已满'],
  CANDIDATE_FULL: [1_031_001_004, '候补名额已满'],
  NOT_COURSE_SIGNUP: [1_031_001_005, '报名记录不属于该课程'],
});
