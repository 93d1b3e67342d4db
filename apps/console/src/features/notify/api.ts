import type { NotifyMessageVO, NotifySendReq, NotifyTemplateSaveReq, NotifyTemplateVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../api/http';

/** The calls of `/system/notify-message/*` for the signed-in user (contract §5). */
export const notifyMessageApi = {
  /** every message of the tenant (admin, `system:notify-message:query`) */
  page: (params: QueryParams) => api.get<PageResult<NotifyMessageVO>>('/system/notify-message/page', params),
  myPage: (params: QueryParams) => api.get<PageResult<NotifyMessageVO>>('/system/notify-message/my-page', params),
  /** background reads (the bell): no error toasts every two minutes while the server is away */
  unreadCount: () => api.get<number>('/system/notify-message/get-unread-count', undefined, { quiet: true }),
  unreadList: (size = 10) => api.get<NotifyMessageVO[]>('/system/notify-message/get-unread-list', { size }),
  /** `ids` repeat in the query string (`ids=1&ids=2`) */
  markRead: (ids: readonly number[]) => api.put<boolean>('/system/notify-message/update-read', undefined, { ids }),
  markAllRead: () => api.put<boolean>('/system/notify-message/update-all-read'),
};

/** The calls of `/system/notify-template/*` (admin). */
export const notifyTemplateApi = {
  page: (params: QueryParams) => api.get<PageResult<NotifyTemplateVO>>('/system/notify-template/page', params),
  get: (id: number) => api.get<NotifyTemplateVO>('/system/notify-template/get', { id }),
  create: (body: NotifyTemplateSaveReq) => api.post<number>('/system/notify-template/create', body),
  update: (body: NotifyTemplateSaveReq) => api.put<boolean>('/system/notify-template/update', body),
  delete: (id: number) => api.delete<boolean>('/system/notify-template/delete', { id }),
  sendNotify: (body: NotifySendReq) => api.post<number>('/system/notify-template/send-notify', body),
};
