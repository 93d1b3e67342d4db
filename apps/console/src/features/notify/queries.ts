import type { LiveNotifyEvent, NotifyMessageVO, NotifyTemplateSaveReq, NotifyTemplateVO } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { QueryParams } from '../../api/http';
import { showToast, toast } from '../../api/toaster';
import { useCrudList } from '../../ui/useCrudList';
import { useLiveEvent } from '../live';
import { notifyMessageApi, notifyTemplateApi } from './api';
import { notifyKeys } from './keys';

/** The upstream client polls the unread count every two minutes; live `notify` events set it in between. */
export const UNREAD_POLL_MS = 2 * 60 * 1000;
/** how many messages the bell's popover lists */
export const UNREAD_LIST_SIZE = 10;

export function useUnreadCount(pollMs = UNREAD_POLL_MS) {
  return useQuery({
    queryKey: notifyKeys.unreadCount,
    queryFn: notifyMessageApi.unreadCount,
    refetchInterval: pollMs,
    // like the upstream timer: a tab in the background keeps its count current too
    refetchIntervalInBackground: true,
  });
}

/** The unread messages of the popover: fetched each time it opens (`enabled` while open). */
export function useUnreadList(enabled: boolean) {
  return useQuery({
    queryKey: notifyKeys.unreadList,
    queryFn: () => notifyMessageApi.unreadList(UNREAD_LIST_SIZE),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * spec §2: opening the popover resets the count to 0. Like the upstream client this is local only
 * (the messages stay unread on the server): the next poll or live event brings the count back.
 */
export function useResetUnreadCount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.cancelQueries({ queryKey: notifyKeys.unreadCount });
    queryClient.setQueryData<number>(notifyKeys.unreadCount, 0);
  }, [queryClient]);
}

export function useMyMessages(params: QueryParams) {
  return useQuery({
    queryKey: notifyKeys.my(params),
    queryFn: () => notifyMessageApi.myPage(params),
    placeholderData: keepPreviousData,
  });
}

/** The administrator's list of every message. */
export function useMessagePage(params: QueryParams) {
  return useQuery({ queryKey: notifyKeys.all(params), queryFn: () => notifyMessageApi.page(params), placeholderData: keepPreviousData });
}

/** After marking, every view of the user's messages (page, bell count, popover list) is read again. */
function useMessageMutation<V>(fn: (v: V) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast.success(success);
      return queryClient.invalidateQueries({ queryKey: notifyKeys.messages });
    },
  });
}

export function useMarkRead() {
  return useMessageMutation((ids: readonly number[]) => notifyMessageApi.markRead(ids), '标记已读成功');
}

export function useMarkAllRead() {
  return useMessageMutation(() => notifyMessageApi.markAllRead(), '全部已读成功');
}

/** The toast of a message that just arrived: sender and content. */
export function toastNotifyMessage(message: NotifyMessageVO): void {
  const sender = message.templateNickname ? `${message.templateNickname}：` : '';
  showToast({ intent: 'primary', message: `${sender}${message.templateContent}`, timeout: 5000 });
}

/**
 * Live `notify` events for the signed-in user: the count becomes the event's unread count, the
 * message is toasted, and the lists showing messages are read again. (Re-reading after a reconnect
 * is the LiveProvider's job.) Mount once: the bell does.
 */
export function useNotifyLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent('notify', (event: LiveNotifyEvent) => {
    // a count read still in flight was answered before this message: it must not overwrite the event's count
    void queryClient.cancelQueries({ queryKey: notifyKeys.unreadCount });
    queryClient.setQueryData<number>(notifyKeys.unreadCount, event.unreadCount);
    toastNotifyMessage(event.message);
    void queryClient.invalidateQueries({ queryKey: notifyKeys.messages, predicate: (q) => q.queryKey[2] !== 'unread-count' });
  });
}

/**
 * The unread popover of either layout (the staff bell, the client header): the count (polled, set by
 * live `notify` events, which also toast) and the controlled popover state; opening it resets the count
 * (spec §2). The two layouts are never mounted together, so each mounts this once.
 */
export function useUnreadPopover(/** tests shorten the 2-minute poll */ pollMs?: number) {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(pollMs);
  const resetCount = useResetUnreadCount();
  useNotifyLive();
  const onInteraction = (next: boolean) => {
    setOpen(next);
    if (next) resetCount();
  };
  return {
    unread: count.data ?? 0,
    open,
    close: () => setOpen(false),
    /** the props of a controlled PopoverNext */
    popover: { isOpen: open, onInteraction, placement: 'bottom-end' as const },
  };
}

// ---- templates (admin) ----

/** The filter of the template list (form values: '' for any). */
export interface TemplateFilter {
  name: string;
  code: string;
  status: string;
}
export const EMPTY_TEMPLATE_FILTER: TemplateFilter = { name: '', code: '', status: '' };

/** 站内信模板: the filtered pages, create/edit and delete. */
export function useTemplateList() {
  return useCrudList<NotifyTemplateVO, NotifyTemplateSaveReq, TemplateFilter>({
    queryKey: notifyKeys.templates,
    filter: EMPTY_TEMPLATE_FILTER,
    api: notifyTemplateApi,
    params: (f, at) => ({
      ...at,
      name: f.name || undefined,
      code: f.code || undefined,
      status: f.status === '' ? undefined : Number(f.status),
    }),
  });
}

/** "Send test": the message goes to the chosen user; their bell (and ours, if we chose ourselves) follows. */
export function useSendTestNotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyTemplateApi.sendNotify,
    onSuccess: (id) => {
      toast.success(`提交发送成功！发送结果，见消息记录编号：${id}`);
      return queryClient.invalidateQueries({ queryKey: notifyKeys.messages });
    },
  });
}
