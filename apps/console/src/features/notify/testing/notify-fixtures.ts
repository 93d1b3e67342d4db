import type { DictDataSimple, NotifyMessageVO } from '@dha/contracts';

/** The two dictionary spellings of the message types (the seed carries both). */
export const NOTIFY_DICTS: DictDataSimple[] = ['notify-template-type', 'system_notify_template_type'].flatMap((dictType) => [
  { dictType, value: '1', label: '通知公告', colorType: 'primary', cssClass: '' },
  { dictType, value: '2', label: '系统消息', colorType: 'success', cssClass: '' },
]);

export const COMMON_STATUS_DICT: DictDataSimple[] = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'success', cssClass: '' },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'danger', cssClass: '' },
];

export const message = (id: number, content: string, extra: Partial<NotifyMessageVO> = {}): NotifyMessageVO => ({
  id,
  userId: 1,
  userType: 2,
  templateId: 3,
  templateCode: 'signup-passed',
  templateNickname: '报名中心',
  templateContent: content,
  templateType: 2,
  templateParams: {},
  readStatus: false,
  readTime: null,
  createTime: new Date(2026, 10, 24, 9, 30, 5).getTime(),
  ...extra,
});
