import type { ClientCourseVO, CourseSeatsVO } from '@dha/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** epoch ms → `YYYY-MM-DD` (local time); '-' when missing. */
export function formatDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** epoch ms → `YYYY-MM-DD HH:mm` (local time); '-' when missing. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date range: one day → `2026-03-01`, else `2026-03-01 至 2026-03-05`. */
export function formatDateRange(start: number | null | undefined, end: number | null | undefined): string {
  const a = formatDate(start);
  const b = formatDate(end);
  if (b === '-' || a === b) return a;
  return `${a} 至 ${b}`;
}

/** A class session: same day → `2026-03-01 09:00–12:00`, else `2026-03-01 09:00 至 2026-03-02 12:00`. */
export function formatSessionTime(start: number | null | undefined, end: number | null | undefined): string {
  const a = formatDateTime(start);
  if (end === null || end === undefined || !Number.isFinite(end)) return a;
  const b = formatDateTime(end);
  return formatDate(start) === formatDate(end) ? `${a}–${b.slice(11)}` : `${a} 至 ${b}`;
}

/** Fee in cents → `免费` or `¥12.50`. */
export function formatFee(cents: number | null | undefined): string {
  if (!cents || cents <= 0) return '免费';
  return `¥${(cents / 100).toFixed(2)}`;
}

export type KindKey = 'student' | 'volunteer';

export interface KindSeats {
  kind: KindKey;
  /** 学员 / 服务 */
  label: string;
  /** ParticipantKind value */
  value: 0 | 1;
  formalQuota: number;
  candidateQuota: number;
  /** null while the seat counts are not known */
  formalLeft: number | null;
  candidateLeft: number | null;
}

/** Seats per participant kind the course recruits (a kind with no quota at all is left out). */
export function seatsByKind(course: ClientCourseVO, seats: CourseSeatsVO | undefined): KindSeats[] {
  const all: KindSeats[] = [
    {
      kind: 'student',
      label: '学员',
      value: 0,
      formalQuota: course.formalStudentQuota,
      candidateQuota: course.candidateStudentQuota,
      formalLeft: seats ? seats.formalStudentLeft : null,
      candidateLeft: seats ? seats.candidateStudentLeft : null,
    },
    {
      kind: 'volunteer',
      label: '服务',
      value: 1,
      formalQuota: course.formalVolunteerQuota,
      candidateQuota: course.candidateVolunteerQuota,
      formalLeft: seats ? seats.formalVolunteerLeft : null,
      candidateLeft: seats ? seats.candidateVolunteerLeft : null,
    },
  ];
  return all.filter((k) => k.formalQuota + k.candidateQuota > 0);
}

/** `正式余 3/10 · 候补余 2/5` for one kind (`…` while unknown). */
export function formatKindSeats(k: KindSeats): string {
  const part = (name: string, left: number | null, quota: number) =>
    quota > 0 ? `${name}余 ${left === null ? '…' : Math.max(0, left)}/${quota}` : null;
  return [part('正式', k.formalLeft, k.formalQuota), part('候补', k.candidateLeft, k.candidateQuota)].filter(Boolean).join(' · ');
}

/** Seats left for a kind (formal + candidate); null when unknown. */
export function kindLeft(k: KindSeats): number | null {
  if (k.formalLeft === null || k.candidateLeft === null) return null;
  return Math.max(0, k.formalLeft) + Math.max(0, k.candidateLeft);
}

export interface SignupAvailability {
  canSignUp: boolean;
  /** button text */
  label: string;
}

/**
 * Whether the 报名 button is enabled, and its text. Open = the server's `signupOpen` (published,
 * before class, inside the window) and at least one kind with a seat left (unknown seats do not block).
 */
export function signupAvailability(course: ClientCourseVO, seats: CourseSeatsVO | undefined, now = Date.now()): SignupAvailability {
  if (!course.signupOpen) {
    if (course.status === 40) return { canSignUp: false, label: '已暂停' };
    if (course.status !== 10) return { canSignUp: false, label: '已开课' };
    if (now < course.signupStartTime) return { canSignUp: false, label: '报名未开始' };
    if (now > course.signupEndTime) return { canSignUp: false, label: '报名已截止' };
    return { canSignUp: false, label: '暂不可报名' };
  }
  const kinds = seatsByKind(course, seats);
  if (kinds.length === 0) return { canSignUp: false, label: '暂不招生' };
  const lefts = kinds.map(kindLeft);
  if (lefts.every((l) => l !== null && l <= 0)) return { canSignUp: false, label: '名额已满' };
  return { canSignUp: true, label: '立即报名' };
}
