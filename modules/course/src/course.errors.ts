import { defineErrors } from '@dha/server-core';

/** Business codes of the course module: 1_030_MMM_NNN (MMM: 000 course, 001 type, 002 code, 003 location, 004 claim). */
export const CourseErrors = defineErrors({
  COURSE_NOT_EXISTS: [1_030_000_000, '课程不存在'],
  COURSE_CODE_DUPLICATE: [1_030_000_001, '课程编号【{}】已存在'],
  COURSE_STATUS_TRANSITION_ILLEGAL: [1_030_000_002, '课程当前状态为【{}】，不能变更为【{}】'],
  COURSE_HAS_SIGNUPS: [1_030_000_003, '课程【{}】还有 {} 条有效报名，不能删除；可先暂停或取消这些报名'],
  QUOTA_BELOW_HELD: [1_030_000_004, '{}名额不能少于已占用的 {} 个（待回复的录取与已录取）'],

  TYPE_NOT_EXISTS: [1_030_001_000, '课程类型不存在'],
  TYPE_DICT_VALUE_DUPLICATE: [1_030_001_001, '课程类型【{}】已存在'],
  TYPE_IN_USE: [1_030_001_002, '课程类型【{}】已被课程或编号规则使用，不能删除'],

  CODE_SERIES_NOT_EXISTS: [1_030_002_000, '课程编号规则不存在'],
  CODE_SERIES_TYPE_DUPLICATE: [1_030_002_001, '该课程类型已有编号规则'],
  CODE_SERIES_PREFIX_DUPLICATE: [1_030_002_002, '编号前缀【{}】已被使用'],
  CODE_SERIES_DISABLED: [1_030_002_003, '课程编号规则已停用'],

  LOCATION_NOT_EXISTS: [1_030_003_000, '场地不存在'],
  LOCATION_IN_USE: [1_030_003_001, '场地【{}】已被课程使用，不能删除'],

  CLAIM_NOT_EXISTS: [1_030_004_000, '认领记录不存在'],
  CLAIM_COURSE_HAS_TEACHER: [1_030_004_001, '课程【{}】已有老师，不能认领'],
  CLAIM_DUPLICATE: [1_030_004_002, '您已认领过该课程'],
  CLAIM_ALREADY_DECIDED: [1_030_004_003, '认领记录已处理'],
  CLAIM_NOT_TEACHER: [1_030_004_004, '只有老师可以认领课程'],
});
