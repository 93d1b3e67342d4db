/** Wire shapes of the infra calls (dictionaries and configuration), shared with the console. */

/** One entry of `GET /system/dict-data/list-all-simple` (alias `simple-list`) and `/system/dict-data/type/{type}`. */
export interface DictDataSimple {
  dictType: string;
  /** always a string on the wire; the console parses ints/booleans itself */
  value: string;
  label: string;
  /** default / primary / success / info / warning / danger, or '' */
  colorType: string;
  cssClass: string;
}

/** Dictionary type codes the product reads (seeded by the infra module at every start). */
export const DictTypeCode = {
  USER_TYPE: 'user_type',
  COMMON_STATUS: 'common_status',
  TERMINAL: 'terminal',
  USER_SEX: 'system_user_sex',
  CERTIFICATE_TYPE: 'system_certificate_type',
  MENU_TYPE: 'system_menu_type',
  DATA_SCOPE: 'system_data_scope',
  ROLE_TYPE: 'system_role_type',
  SOCIAL_TYPE: 'system_social_type',
  NOTIFY_TEMPLATE_TYPE: 'system_notify_template_type',
  /** the spelling the console's notification popover uses (same entries as system_notify_template_type) */
  NOTIFY_TEMPLATE_TYPE_ALIAS: 'notify-template-type',
  COURSE_TYPE: 'course_type',
  COURSE_RECRUITMENT_TYPE: 'course_recruitment_type',
  COURSE_CLASS_STATUS: 'course_class_status',
  COURSE_CLAIM_STATUS: 'course_claim_status',
  SIGNUP_IDENTITY: 'signup_identity',
  SIGNUP_IDENTITY_TYPE: 'signup_identity_type',
  SIGNUP_EDUCATION: 'signup_education',
  SIGNUP_STATUS: 'signup_status',
  SIGNUP_OFFER_TYPE: 'signup_offer_type',
  SIGNUP_PARTICIPANT_KIND: 'signup_participant_kind',
  PAY_ORDER_STATUS: 'pay_order_status',
  PAY_REFUND_STATUS: 'pay_refund_status',
  PAY_CHANNEL_CODE: 'pay_channel_code',
  PAY_NOTIFY_STATUS: 'pay_notify_status',
  PAY_DISPLAY_MODE: 'pay_display_mode',
  PAY_NOTIFY_TYPE: 'pay_notify_type',
  PAY_WALLET_BIZ_TYPE: 'pay_wallet_biz_type',
  INFRA_BOOLEAN_STRING: 'infra_boolean_string',
  INFRA_CONFIG_TYPE: 'infra_config_type',
  INFRA_JOB_STATUS: 'infra_job_status',
  INFRA_JOB_LOG_STATUS: 'infra_job_log_status',
  INFRA_FILE_TYPE: 'infra_file_type',
  INFRA_FILE_STORAGE: 'infra_file_storage',
  INFRA_API_ERROR_LOG_PROCESS_STATUS: 'infra_api_error_log_process_status',
  /** the login log's type and result, and the OAuth2 clients' grant types (upstream's console reads them) */
  LOGIN_TYPE: 'system_login_type',
  LOGIN_RESULT: 'system_login_result',
  OAUTH2_GRANT_TYPE: 'system_oauth2_grant_type',
} as const;

/** Configuration keys the product reads (`GET /infra/config/get-value-by-key?key=`). */
export const ConfigKey = {
  /** organisation name: sidebar logo, page titles, login page */
  ORG_NAME: 'system.org.name',
  /** the text of /client/about (paragraphs separated by blank lines) */
  ABOUT_CONTENT: 'client.about.content',
  /** 'true' | 'false': login and register ask for a captcha */
  CAPTCHA_ENABLED: 'system.captcha.enabled',
  /** hours an applicant has to answer an offer before it lapses */
  OFFER_REPLY_DEADLINE_HOURS: 'signup.offer.reply-deadline-hours',
  /** hours before an offer's reply deadline that the applicant is reminded (0: no reminders) */
  OFFER_REMINDER_HOURS: 'notify.offer-reminder-hours',
  /** the short text of the sidebar's logo mark (empty: the organisation name's first characters) */
  ORG_LOGO_TEXT: 'system.org.logo-text',
  /** 'true' | 'false': visitors may create their own account (`/system/auth/register`) */
  REGISTER_ENABLED: 'system.register.enabled',
  /** days operation and login log rows are kept (a daily job deletes older ones) */
  LOG_RETENTION_DAYS: 'system.log-retention-days',
} as const;

/** Keys readable before login through `GET /infra/config/public` (a fixed allow-list). */
export const PUBLIC_CONFIG_KEYS = [
  ConfigKey.ORG_NAME,
  ConfigKey.ABOUT_CONTENT,
  ConfigKey.CAPTCHA_ENABLED,
  ConfigKey.ORG_LOGO_TEXT,
  ConfigKey.REGISTER_ENABLED,
] as const;
export type PublicConfigKey = (typeof PUBLIC_CONFIG_KEYS)[number];

/** `GET /infra/config/public`: every allow-listed key, null when missing or made invisible by an admin. */
export type PublicConfig = Record<PublicConfigKey, string | null>;

/** A dictionary type as `/system/dict-type/get` and `/page` answer it. */
export interface DictTypeVO {
  id: number;
  name: string;
  type: string;
  /** CommonStatus */
  status: number;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

/** `/system/dict-type/create` and `/update` bodies (update adds `id`). */
export interface DictTypeSaveReq {
  id?: number;
  name: string;
  type: string;
  status: number;
  remark?: string | null;
}

/** `/system/dict-type/simple-list` (alias `list-all-simple`). */
export interface DictTypeSimpleVO {
  id: number;
  name: string;
  type: string;
}

/** One dictionary entry as `/system/dict-data/get` and `/page` answer it. */
export interface DictDataVO {
  id: number;
  sort: number;
  label: string;
  value: string;
  dictType: string;
  /** CommonStatus */
  status: number;
  colorType: string;
  cssClass: string;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

/** `/system/dict-data/create` and `/update` bodies (update adds `id`). */
export interface DictDataSaveReq {
  id?: number;
  sort: number;
  label: string;
  value: string;
  dictType: string;
  status: number;
  colorType?: string;
  cssClass?: string;
  remark?: string | null;
}

/** ConfigType of the contract: 1 built in (cannot be deleted), 2 added by an admin. */
export const ConfigType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** A configuration parameter as `/infra/config/get` and `/page` answer it. */
export interface ConfigVO {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  /** ConfigType */
  type: number;
  visible: boolean;
  remark: string | null;
  /** epoch ms */
  createTime: number;
}

/** `/infra/config/create` and `/update` bodies (update adds `id`; the type is never sent). */
export interface ConfigSaveReq {
  id?: number;
  category: string;
  name: string;
  key: string;
  value: string;
  visible: boolean;
  remark?: string | null;
}
