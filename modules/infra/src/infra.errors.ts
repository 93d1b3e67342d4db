import { defineErrors } from '@dha/server-core';

/** Business codes of the infra module (contract sheet: config 1_001_000_xxx; dictionaries keep the upstream 1_002_006/007 codes). */
export const InfraErrors = defineErrors({
  CONFIG_NOT_EXISTS: [1_001_000_001, '参数配置不存在'],
  CONFIG_KEY_DUPLICATE: [1_001_000_002, '参数配置 key 重复'],
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: [1_001_000_003, '不能删除类型为系统内置的参数配置'],
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: [1_001_000_004, '获取参数配置失败，原因：不允许获取不可见配置'],
  /** ours: the product reads a built-in parameter by its key */
  CONFIG_SYSTEM_KEY_IMMUTABLE: [1_001_000_005, '不能修改系统内置参数配置的键名'],
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
