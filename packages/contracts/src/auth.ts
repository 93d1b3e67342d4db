import type { RoleCodeValue } from './enums';
import type { NotifyMailKindValue } from './notify';

/** Wire shapes of the auth calls (contract sheet §2, §6). */
export interface AuthLoginReq {
  username: string;
  /** the password as typed; or, instead of it, passwordCipher */
  password?: string;
  /**
   * A password the console remembered (spec §3): RSA-OAEP (SHA-256) ciphertext, base64, under the key
   * of GET /system/auth/login-public-key. The server decrypts it; one that does not decrypt is a 400.
   */
  passwordCipher?: string;
  captchaVerification?: string;
  socialType?: number;
  socialCode?: string;
  socialState?: string;
}

/** GET /system/auth/login-public-key: the key a remembered password is encrypted with. */
export interface LoginPublicKeyVO {
  /** SPKI, DER, base64 (WebCrypto importKey 'spki') */
  publicKey: string;
  /** RSA-OAEP with SHA-256 */
  algorithm: 'RSA-OAEP-256';
}

export interface AuthLoginResp {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** epoch ms of the access token's expiry */
  expiresTime: number;
}

export interface AuthRegisterReq {
  username: string;
  nickname?: string;
  password: string;
  captchaVerification?: string;
}

export interface MenuVO {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName: string | null;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  children?: MenuVO[];
}

export interface AuthPermissionInfo {
  user: {
    id: number;
    nickname: string;
    avatar: string;
    deptId: number | null;
    username: string;
    email: string;
    /** set (true) when an admin reset or import requires the user to choose a new password before anything else */
    passwordChangeRequired?: boolean;
  };
  roles: string[];
  /** role code → the role's name, for the caller's enabled roles (shown instead of codes) */
  roleNames?: Record<string, string>;
  permissions: string[];
  menus: MenuVO[];
}

/** Profile fields a course organisation needs for a signup (wire names fixed by issue 2). */
export interface ProfileFields {
  realName?: string | null;
  sex?: number | null;
  /** epoch ms */
  birthday?: number | null;
  certificateType?: string | null;
  certificateNo?: string | null;
  mobile?: string | null;
  email?: string | null;
  education?: string | null;
  identity?: string | null;
  workplace?: string | null;
  address?: string | null;
  emergencyContact?: string | null;
  emergencyPhone?: string | null;
}

export interface MyProfileInfo extends ProfileFields {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  profileComplete: boolean;
  /** kinds of message also sent by mail (to `email`); empty: none */
  mailNotify: NotifyMailKindValue[];
}

/** `PUT /system/user/updateMyProfileInfo` body: an absent field stays, null (or '') clears it. */
export interface UpdateMyProfileReq extends ProfileFields {
  nickname?: string;
  avatar?: string;
  /** the whole list of mail opt-ins (null or [] opts out of every kind) */
  mailNotify?: NotifyMailKindValue[] | null;
}

/**
 * Password length bounds of every password a user or an admin chooses (the server also refuses the
 * most common passwords: server-core access/password-policy). Forms check the length before sending.
 */
/** An account's username: 4-30 letters or digits (the upstream rule). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9]{4,30}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Whether a password's length (in characters: an emoji is one) is within the bounds. */
export function isPasswordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}
/** The forms' message for a password outside the bounds. */
export const PASSWORD_LENGTH_MESSAGE = `密码长度为 ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} 个字符`;

/** `PUT /system/user/profile/update-password` body (the new password follows the password policy). */
export interface UpdatePasswordReq {
  oldPassword: string;
  newPassword: string;
}

/** Display names of the role codes (spec §6), as the base seed names the roles. */
export const RoleCodeLabel: Readonly<Record<RoleCodeValue, string>> = {
  super_admin: '超级管理员',
  dept_admin: '部门管理员',
  area_admin: '片区管理员',
  office_admin: '办公室管理员',
  signup_admin: '报名管理员',
  course_teacher: '课程老师',
  other_teacher: '其他老师',
  common: '普通用户',
};

/** `GET /system/user/simple-list` query: every field optional. */
export interface UserSimpleListReq {
  /** only users holding this (enabled) role */
  roleCode?: RoleCodeValue;
  /** part of the username, nickname or real name, or the mobile (≤ 50 characters, trimmed) */
  keyword?: string;
  /** 1–50, default 20 */
  limit?: number;
}

/** One row of `GET /system/user/simple-list`: an enabled user of the caller's tenant. */
export interface UserSimpleVO {
  id: number;
  username: string;
  nickname: string;
  realName: string | null;
  /** masked (`138****8000`) unless the caller is super_admin */
  mobile: string | null;
  /** codes of the user's enabled roles */
  roles: string[];
}

// ---------- departments and posts: /system/dept/*, /system/post/* ----------

/** A department of the tenant; the console builds the tree from the flat list (`parentId` 0 = root). */
export interface DeptVO {
  id: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId: number | null;
  phone: string | null;
  email: string | null;
  status: number;
  createTime: number;
}

export interface DeptSaveReq {
  id?: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId?: number | null;
  phone?: string | null;
  email?: string | null;
  status: number;
}

/** `GET /system/dept/simple-list`: the enabled departments. */
export interface DeptSimpleVO {
  id: number;
  name: string;
  parentId: number;
}

/** A post (job position) of the tenant. */
export interface PostVO {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  remark: string | null;
  createTime: number;
}

export interface PostSaveReq {
  id?: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  remark?: string | null;
}

/** `GET /system/post/simple-list`: the enabled posts. */
export interface PostSimpleVO {
  id: number;
  name: string;
}

// ---------- roles, menus and role grants: /system/role/*, /system/menu/*, /system/permission/* ----------

/** A role of the tenant (contract §7 `RoleRespVO`); `type` 1 SYSTEM (built in), 2 CUSTOM. */
export interface RoleVO {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  type: number;
  remark: string | null;
  dataScope: number;
  dataScopeDeptIds: number[];
  createTime: number;
}

export interface RoleSaveReq {
  id?: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  remark?: string | null;
}

/** `GET /system/role/simple-list`: the enabled roles. */
export interface RoleSimpleVO {
  id: number;
  name: string;
}

/** A menu row of the menu administration (contract §7 `MenuRespVO`). */
export interface MenuRespVO {
  id: number;
  name: string;
  permission: string;
  type: number;
  sort: number;
  parentId: number;
  path: string;
  icon: string;
  component: string | null;
  componentName: string | null;
  status: number;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  createTime: number;
}

export interface MenuSaveReq {
  id?: number;
  name: string;
  permission?: string | null;
  type: number;
  sort: number;
  parentId: number;
  path?: string | null;
  icon?: string | null;
  component?: string | null;
  componentName?: string | null;
  status: number;
  visible?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
}

/** `GET /system/menu/simple-list`: the enabled menus (for the role's menu tree). */
export interface MenuSimpleVO {
  id: number;
  name: string;
  parentId: number;
  type: number;
}

export interface AssignRoleMenuReq {
  roleId: number;
  menuIds: number[];
}

export interface AssignRoleDataScopeReq {
  roleId: number;
  dataScope: number;
  dataScopeDeptIds?: number[];
}

// ---------- users administration: /system/user/*, /system/permission/*-user-role ----------

/** An account as the admin user list shows it (contract §7 admin user resp). */
export interface UserVO {
  id: number;
  username: string;
  nickname: string;
  remark: string | null;
  deptId: number | null;
  deptName: string | null;
  postIds: number[];
  email: string | null;
  mobile: string | null;
  sex: number | null;
  avatar: string;
  status: number;
  loginIp: string | null;
  /** epoch ms */
  loginDate: number | null;
  createTime: number;
}

/** `POST /system/user/create` (with `password`, optional `roleIds`) and `PUT /system/user/update` (with `id`) body. */
export interface UserSaveReq {
  id?: number;
  username: string;
  nickname: string;
  password?: string;
  deptId?: number | null;
  postIds?: number[];
  email?: string | null;
  mobile?: string | null;
  sex?: number | null;
  remark?: string | null;
  roleIds?: number[];
}

/**
 * `POST /system/user/import` answer: the usernames created, updated, and refused with the reason.
 * `imported` false: nothing was written (a dry run, or a real import with a refused row: all or nothing).
 */
export interface UserImportResp {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
  imported: boolean;
}

/** `GET /system/user/profile/get` (contract §6 ProfileResp). */
export interface UserProfileResp {
  id: number;
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  sex: number | null;
  avatar: string;
  loginIp: string | null;
  loginDate: number | null;
  createTime: number;
  roles: Array<{ id: number; name: string }>;
  dept: { id: number; name: string; parentId: number } | null;
  posts: Array<{ id: number; name: string }> | null;
}
