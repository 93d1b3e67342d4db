import { defineErrors } from '@dha/server-core';

/** Business codes of accounts and access control (system 1_002_xxx_xxx, as the upstream platform numbers them). */
export const AuthErrors = defineErrors({
  LOGIN_BAD_CREDENTIALS: [1_002_000_000, '登录失败，账号密码不正确'],
  LOGIN_USER_DISABLED: [1_002_000_001, '登录失败，账号被禁用'],
  LOGIN_CAPTCHA_CODE_ERROR: [1_002_000_004, '验证码不正确，原因：{}'],
  LOGIN_LOCKED: [429, '密码错误次数过多，账号已被锁定，请 {} 分钟后再试'],
  USER_USERNAME_EXISTS: [1_002_003_000, '用户账号已经存在'],
  USER_NOT_EXISTS: [1_002_003_003, '用户不存在'],
  USER_PASSWORD_FAILED: [1_002_003_005, '用户密码校验失败'],
  DEPT_NAME_DUPLICATE: [1_002_004_000, '已经存在该名字的部门'],
  DEPT_PARENT_NOT_EXITS: [1_002_004_001, '父级部门不存在'],
  DEPT_NOT_FOUND: [1_002_004_002, '当前部门不存在'],
  DEPT_EXITS_CHILDREN: [1_002_004_003, '存在子部门，无法删除'],
  DEPT_PARENT_ERROR: [1_002_004_004, '不能设置自己为父部门'],
  DEPT_EXISTS_USER: [1_002_004_005, '部门中存在员工，无法删除'],
  DEPT_PARENT_IS_CHILD: [1_002_004_007, '不能设置自己的子部门为父部门'],
  POST_NOT_FOUND: [1_002_005_000, '当前岗位不存在'],
  POST_NAME_DUPLICATE: [1_002_005_002, '已经存在该名字的岗位'],
  POST_CODE_DUPLICATE: [1_002_005_003, '已经存在该标识的岗位'],
  TENANT_NOT_EXISTS: [1_002_015_000, '租户不存在'],
  TENANT_DISABLE: [1_002_015_001, '名字为【{}】的租户已被禁用'],
  TENANT_EXPIRE: [1_002_015_002, '名字为【{}】的租户已过期'],
  TENANT_MISMATCH: [403, '您无权访问该租户的数据'],
  TENANT_HEADER_INVALID: [400, '请求参数不正确:tenant-id 租户编号格式不正确'],
  REFRESH_TOKEN_INVALID: [400, '无效的刷新令牌'],
  REFRESH_TOKEN_EXPIRED: [401, '刷新令牌已过期'],
});
