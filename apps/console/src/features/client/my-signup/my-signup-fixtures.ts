import type { MySignupVO } from '@dha/contracts';

/** One of the visitor's signups as /client/signup/my-page answers it. */
export const signup = (over: Partial<MySignupVO>): MySignupVO => ({
  id: 1,
  courseId: 3,
  courseName: '禅修入门班',
  courseCode: 'C-001',
  startTime: null,
  endTime: null,
  participantKind: 0,
  identity: '1',
  fee: 0,
  confirmByPaying: false,
  payment: null,
  remark: null,
  status: 10,
  offerType: null,
  offerDeadline: null,
  submittedAt: null,
  version: 1,
  allowedActions: ['withdraw'],
  ...over,
});
