import type { SignupRespVO } from '@dha/contracts';

/** A signup of the review queue (course 1, 待审核 unless `over` says otherwise). */
export const reviewRow = (id: number, realName: string, version: number, over: Partial<SignupRespVO> = {}): SignupRespVO => ({
  id,
  courseId: 1,
  courseName: '禅修入门班',
  userId: 100 + id,
  username: `visitor${id}`,
  realName,
  payment: null,
  mobile: '13800000000',
  participantKind: 0,
  identity: '1',
  remark: null,
  status: 10,
  offerType: null,
  priority: 0,
  submittedAt: new Date(2026, 10, 22, 9, 0, 0).getTime(),
  offerDeadline: null,
  version,
  createTime: 0,
  updateTime: 0,
  createdBy: null,
  ...over,
});
