import type { ErrorCode } from '@dha/contracts';

/** Business codes of the signup module (1_031_MMM_NNN). */
export const SignupErrors = {
  PROFILE_INCOMPLETE: { code: 1_031_000_001, msg: '请先完善个人资料' },
  ALREADY_SIGNED_UP: { code: 1_031_000_002, msg: '您已报名该课程' },
  COURSE_NOT_FOUND: { code: 1_031_000_003, msg: '课程不存在' },
  COURSE_NOT_OPEN: { code: 1_031_000_004, msg: '课程当前不可报名' },
  OUTSIDE_SIGNUP_WINDOW: { code: 1_031_000_005, msg: '不在报名时间内' },
  KIND_NOT_RECRUITED: { code: 1_031_000_006, msg: '该课程不招收{}' },
  IDENTITY_INVALID: { code: 1_031_000_007, msg: '身份「{}」不存在' },
  USER_NOT_FOUND: { code: 1_031_000_008, msg: '用户不存在' },
  SIGNUP_NOT_FOUND: { code: 1_031_001_000, msg: '报名记录不存在' },
  ILLEGAL_TRANSITION: { code: 1_031_001_001, msg: '报名状态为「{}」，不能执行该操作' },
  OFFER_REQUIRED: { code: 1_031_001_002, msg: '请选择录取类型（正式或候补）' },
  FORMAL_FULL: { code: 1_031_001_003, msg: '正式名额已满' },
  CANDIDATE_FULL: { code: 1_031_001_004, msg: '候补名额已满' },
  NOT_COURSE_SIGNUP: { code: 1_031_001_005, msg: '报名记录不属于该课程' },
} as const satisfies Record<string, ErrorCode>;
