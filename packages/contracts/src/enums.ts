/** Enumerations of spec §3, shared by server and console. */
export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;
export const MenuType = { DIR: 1, MENU: 2, BUTTON: 3 } as const;
export const DataScope = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, DEPT_SELF: 5 } as const;
export const JobStatus = { INIT: 0, NORMAL: 1, STOP: 2 } as const;
export const ClaimStatus = { INIT: 0, DONE: 1, IGNORE: 2 } as const;
export const ClassStatus = { BEFORE_CLASS: 10, IN_CLASS: 11, AFTER_CLASS: 12, COMPLETED: 20, PAUSED: 40 } as const;
export const OfferType = { FORMAL: 0, CANDIDATE: 1 } as const;
export const ParticipantKind = { STUDENT: 0, VOLUNTEER: 1 } as const;
export const SignupStatus = {
  INIT: 0,
  WAIT_AUDIT: 10,
  WAIT_TEACHER_AUDIT: 20,
  WAIT_STUDENT_AUDIT: 30,
  FORMAL_ACCEPT: 40,
  CANDIDATE_ACCEPT: 41,
  UNACCEPTED: 42,
  CANCELLED: 50,
  FINISHED: 60,
} as const;

export type ValueOf<T> = T[keyof T];
export type SignupStatusValue = ValueOf<typeof SignupStatus>;
export type ClassStatusValue = ValueOf<typeof ClassStatus>;
export type ParticipantKindValue = ValueOf<typeof ParticipantKind>;
export type OfferTypeValue = ValueOf<typeof OfferType>;

/** Role codes of spec §6. */
export const RoleCode = {
  SUPER_ADMIN: 'super_admin',
  DEPT_ADMIN: 'dept_admin',
  AREA_ADMIN: 'area_admin',
  OFFICE_ADMIN: 'office_admin',
  SIGNUP_ADMIN: 'signup_admin',
  COURSE_TEACHER: 'course_teacher',
  OTHER_TEACHER: 'other_teacher',
  COMMON: 'common',
} as const;
export type RoleCodeValue = ValueOf<typeof RoleCode>;

/** Spec §6: role 'admin' (and super_admin per the contract) passes every role check; '*:*:*' every permission. */
export const ALL_ROLES_PASS = ['admin', RoleCode.SUPER_ADMIN] as const;
export const ALL_PERMISSIONS = '*:*:*';
