import { qk } from '../api';

/** The staff signup lists (review queue, signup board, course record) and their query keys: one place. */
export type StaffSignupList = 'review' | 'manager' | 'record' | 'query' | 'completereg';

export const signupQueries = {
  /** every paged staff signup list: the live updates patch them all */
  pages: [...qk.signups, 'page'] as const,
  page: (list: StaffSignupList, filter: unknown, pageNo: number, pageSize: number) =>
    [...qk.signups, 'page', list, filter, pageNo, pageSize] as const,
  /** counts and seats of one course (the signup record board) */
  statsAll: [...qk.signups, 'stats'] as const,
  stats: (courseId: number) => [...qk.signups, 'stats', courseId] as const,
};
