import { defineErrors } from '@dha/server-core';

/** Business codes of the infra module (contract sheet: config 1_001_000_xxx; dictionaries keep the upstream 1_002_006/007 codes). */
export const InfraErrors = defineErrors({
  CONFIG_NOT_EXISTS: [1_001_000_001, '参数配置不存在'],
  CONFIG_KEY_DUPLICATE: [1_001_000_002, '参数配置 key 重复'],
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: [1_001_000_003, '不能删除类型为系统内置的参数配置'],
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: [1_001_000_004, '获取参数配置失败，原因：不允许获取不可见配置'],
  /** ours: the product reads a built-in parameter by its key */
  CONFIG_SYSTEM_KEY_IMMUTABLE: [1_001_000_005, '不能修改系统内置参数配置的键名'],
  JOB_NOT_EXISTS: [1_001_001_000, '定时任务不存在'],
  JOB_HANDLER_EXISTS: [1_001_001_001, '定时任务的处理器已经存在'],
  JOB_CHANGE_STATUS_INVALID: [1_001_001_002, '只允许修改为开启或者关闭状态'],
  JOB_CHANGE_STATUS_EQUALS: [1_001_001_003, '定时任务已经处于该状态，无需修改'],
  JOB_UPDATE_ONLY_NORMAL_STATUS: [1_001_001_004, '只有开启状态的任务，才可以修改'],
  JOB_CRON_EXPRESSION_VALID: [1_001_001_005, 'CRON 表达式不正确'],
  JOB_HANDLER_BEAN_NOT_EXISTS: [1_001_001_006, '定时任务的处理器 Bean 不存在'],
  /** ours: the handler of a job is fixed once created (its scheduler is keyed by it) */
  JOB_HANDLER_IMMUTABLE: [1_001_001_008, '定时任务的处理器不可修改'],
  /** ours */
  JOB_LOG_NOT_EXISTS: [1_001_001_009, '定时任务日志不存在'],
  API_ERROR_LOG_NOT_FOUND: [1_001_002_000, 'API 错误日志不存在'],
  API_ERROR_LOG_PROCESSED: [1_001_002_001, 'API 错误日志已处理'],
  /** ours */
  API_ACCESS_LOG_NOT_FOUND: [1_001_002_100, 'API 访问日志不存在'],
  FILE_PATH_EXISTS: [1_001_003_000, '文件路径已存在'],
  FILE_NOT_EXISTS: [1_001_003_001, '文件不存在'],
  FILE_IS_EMPTY: [1_001_003_002, '文件为空'],
  /** ours: the upload's limits */
  FILE_TOO_LARGE: [1_001_003_003, '文件大小超过上限 {}'],
  FILE_TYPE_NOT_ALLOWED: [1_001_003_004, '不支持上传该类型的文件：{}'],
  FILE_CONTENT_MISMATCH: [1_001_003_005, '文件内容与其类型不符：{}'],
  FILE_PRESIGNED_NOT_SUPPORTED: [1_001_003_006, '当前存储器不支持前端直传，请使用上传接口'],
  FILE_CONFIG_NOT_EXISTS: [1_001_006_000, '文件配置不存在'],
  FILE_CONFIG_DELETE_FAIL_MASTER: [1_001_006_001, '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件'],
  /** ours */
  FILE_CONFIG_INVALID: [1_001_006_002, '文件配置不正确：{}'],
  DICT_TYPE_NOT_EXISTS: [1_002_006_001, '当前字典类型不存在'],
  DICT_TYPE_NOT_ENABLE: [1_002_006_002, '字典类型不处于开启状态，不允许选择'],
  DICT_TYPE_NAME_DUPLICATE: [1_002_006_003, '已经存在该名字的字典类型'],
  DICT_TYPE_TYPE_DUPLICATE: [1_002_006_004, '已经存在该类型的字典类型'],
  DICT_TYPE_HAS_CHILDREN: [1_002_006_005, '无法删除，该字典类型还有字典数据'],
  /** ours: entries point at their type by its code, so the code stays while entries exist */
  DICT_TYPE_CODE_IN_USE: [1_002_006_006, '无法修改类型，该字典类型还有字典数据'],
  DICT_DATA_NOT_EXISTS: [1_002_007_001, '当前字典数据不存在'],
  DICT_DATA_NOT_ENABLE: [1_002_007_002, '字典数据({})不处于开启状态，不允许选择'],
  DICT_DATA_VALUE_DUPLICATE: [1_002_007_003, '已经存在该值的字典数据'],
});
