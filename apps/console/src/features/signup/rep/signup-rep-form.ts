import type { ParticipantKindValue, SignupCreateForReq } from '@dha/contracts';
import { checkRemark } from '../../../ui/form-result';

export interface SignupRepValues {
  courseId: string;
  userId: string;
  participantKind: string;
  identity: string;
  remark: string;
}

export const emptySignupRep = (): SignupRepValues => ({ courseId: '', userId: '', participantKind: '0', identity: '', remark: '' });

/** The supplementary signup form → `POST /signup/signup/create-for`, or the errors per field. */
export function signupRepToRequest(
  v: SignupRepValues,
): { ok: true; req: SignupCreateForReq } | { ok: false; errors: Partial<Record<keyof SignupRepValues, string>> } {
  const errors: Partial<Record<keyof SignupRepValues, string>> = {};
  if (!/^\d+$/.test(v.courseId)) errors.courseId = '请选择课程';
  const userId = v.userId.trim();
  if (!/^[1-9]\d{0,9}$/.test(userId) || Number(userId) > 2_147_483_647) errors.userId = '请选择报名人';
  if (v.participantKind !== '0' && v.participantKind !== '1') errors.participantKind = '请选择参与类型';
  if (!v.identity) errors.identity = '请选择报名身份';
  checkRemark(errors, v.remark);
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    req: {
      courseId: Number(v.courseId),
      userId: Number(userId),
      participantKind: Number(v.participantKind) as ParticipantKindValue,
      identity: v.identity,
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    },
  };
}
