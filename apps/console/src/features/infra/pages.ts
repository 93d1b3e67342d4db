import type { PageLoader } from '../../app/page-types';

/** The infrastructure pages, keyed by menu component strings. */
export const infraPages = {
  'infra/queue-board/index': () => import('./queue-board/QueueBoardPage'),
  'infra/config/index': () => import('./config/ConfigPage'),
} satisfies Record<string, PageLoader>;
