import type { QueryParams } from '../../api/http';

// its own module: other features clear the user's messages without loading the notify screens' code
/** The query keys of the notify screens; everything about the user's messages sits under `messages`. */
export const notifyKeys = {
  messages: ['notify', 'messages'] as const,
  unreadCount: ['notify', 'messages', 'unread-count'] as const,
  unreadList: ['notify', 'messages', 'unread-list'] as const,
  my: (params: QueryParams) => ['notify', 'messages', 'my', params] as const,
  all: (params: QueryParams) => ['notify', 'messages', 'all', params] as const,
  /** the template pages sit under `[...templates, 'page', params]` (useCrudList) */
  templates: ['notify', 'templates'] as const,
};
