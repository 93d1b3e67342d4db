/** Wire shapes of the auth calls (contract sheet §2, §6). */
export interface AuthLoginReq {
  username: string;
  password: string;
  captchaVerification?: string;
  socialType?: number;
  socialCode?: string;
  socialState?: string;
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
  user: { id: number; nickname: string; avatar: string; deptId: number | null; username: string; email: string };
  roles: string[];
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
}

/** `PUT /system/user/updateMyProfileInfo` body: an absent field stays, null (or '') clears it. */
export interface UpdateMyProfileReq extends ProfileFields {
  nickname?: string;
  avatar?: string;
}

/** `PUT /system/user/profile/update-password` body (new password 4-16 characters). */
export interface UpdatePasswordReq {
  oldPassword: string;
  newPassword: string;
}
