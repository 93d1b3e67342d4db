import { SignupStatus, type ApplicantAction, type MySignupVO, type SignupStatusValue } from '@dha/contracts';

/** Terminal statuses of architecture §3: nothing more can happen. */
export const TERMINAL_STATUSES: readonly SignupStatusValue[] = [SignupStatus.UNACCEPTED, SignupStatus.CANCELLED, SignupStatus.FINISHED];

/**
 * Statuses after which the person may sign up for the course again: every other signup holds the
 * place (the server's one-active-signup-per-course rule refuses a second one).
 */
export const ENDED_STATUSES: readonly SignupStatusValue[] = [SignupStatus.UNACCEPTED, SignupStatus.CANCELLED];

/** Whether this signup still counts as the person's signup for its course. */
export const holdsPlace = (signup: Pick<MySignupVO, 'status'>): boolean => !ENDED_STATUSES.includes(signup.status);

/** What an applicant may do in a status (architecture §3): confirm/decline an offer, withdraw while not terminal. */
export function applicantActionsFor(status: SignupStatusValue): ApplicantAction[] {
  const actions: ApplicantAction[] = [];
  if (status === SignupStatus.WAIT_STUDENT_AUDIT) actions.push('confirm', 'decline');
  if (!TERMINAL_STATUSES.includes(status)) actions.push('withdraw');
  return actions;
}

/** The server's `allowedActions` when it sent them, else the same rule computed here. */
export function allowedActions(signup: Pick<MySignupVO, 'status' | 'allowedActions'>): ApplicantAction[] {
  return Array.isArray(signup.allowedActions) ? signup.allowedActions : applicantActionsFor(signup.status);
}

export interface ActionSpec {
  /** button text */
  label: string;
  intent: 'primary' | 'danger' | 'none';
  /** confirmation dialog text */
  confirm: string;
  /** toast after success */
  done: string;
}

export const ACTION_SPECS: Record<ApplicantAction, ActionSpec> = {
  confirm: { label: '确认录取', intent: 'primary', confirm: '确认接受本次录取吗？', done: '已确认录取' },
  decline: { label: '放弃录取', intent: 'danger', confirm: '确定放弃本次录取吗？放弃后名额将释放给他人，且不可撤销。', done: '已放弃录取' },
  withdraw: { label: '撤回报名', intent: 'none', confirm: '确定撤回该报名吗？撤回后不可恢复。', done: '已撤回报名' },
};

/** `POST /client/signup/<action>`. */
export const actionUrl = (action: ApplicantAction): string => `/client/signup/${action}`;
