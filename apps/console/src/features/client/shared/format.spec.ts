import type { CourseSeatsVO } from '@dha/contracts';
import {
  formatDate,
  formatDateRange,
  formatFee,
  formatSessionTime,
  formatKindSeats,
  kindLeft,
  seatsByKind,
  signupAvailability,
} from './format';
import { course } from './test-utils';

const seats = (over: Partial<CourseSeatsVO> = {}): CourseSeatsVO => ({
  courseId: 1,
  formalStudentLeft: 3,
  candidateStudentLeft: 5,
  formalVolunteerLeft: 0,
  candidateVolunteerLeft: 0,
  ...over,
});

describe('fee and dates', () => {
  it('shows cents as yuan, 0 as 免费', () => {
    expect(formatFee(0)).toBe('免费');
    expect(formatFee(12050)).toBe('¥120.50');
    expect(formatFee(1)).toBe('¥0.01');
    expect(formatFee(null)).toBe('免费');
  });
  it('formats dates and ranges, - when missing', () => {
    const d = new Date(2026, 2, 5, 9, 30).getTime();
    expect(formatDate(d)).toBe('2026-03-05');
    expect(formatDate(null)).toBe('-');
    expect(formatDateRange(d, d + 3600_000)).toBe('2026-03-05');
    expect(formatDateRange(d, new Date(2026, 2, 7).getTime())).toBe('2026-03-05 至 2026-03-07');
  });
});

describe('seats per kind', () => {
  it('lists only the kinds the course recruits, with what is left', () => {
    const kinds = seatsByKind(course(), seats());
    expect(kinds.map((k) => k.label)).toEqual(['学员']);
    expect(formatKindSeats(kinds[0]!)).toBe('正式余 3/10 · 候补余 5/5');
    expect(kindLeft(kinds[0]!)).toBe(8);
  });
  it('shows … while the counts are unknown and never a negative count', () => {
    const [unknown] = seatsByKind(course(), undefined);
    expect(formatKindSeats(unknown!)).toBe('正式余 …/10 · 候补余 …/5');
    expect(kindLeft(unknown!)).toBeNull();
    const [neg] = seatsByKind(course({ candidateStudentQuota: 0 }), seats({ formalStudentLeft: -2 }));
    expect(formatKindSeats(neg!)).toBe('正式余 0/10');
  });
  it('includes volunteers when they have a quota', () => {
    const kinds = seatsByKind(course({ formalVolunteerQuota: 2 }), seats({ formalVolunteerLeft: 1 }));
    expect(kinds.map((k) => [k.label, k.value])).toEqual([
      ['学员', 0],
      ['服务', 1],
    ]);
  });
});

describe('signup availability', () => {
  const now = Date.UTC(2026, 10, 15);
  it('is open with seats left, or while the seats are unknown', () => {
    expect(signupAvailability(course(), seats(), now)).toEqual({ canSignUp: true, label: '立即报名' });
    expect(signupAvailability(course(), undefined, now).canSignUp).toBe(true);
  });
  it('is closed when every kind is full', () => {
    expect(signupAvailability(course(), seats({ formalStudentLeft: 0, candidateStudentLeft: 0 }), now)).toEqual({
      canSignUp: false,
      label: '名额已满',
    });
  });
  it('names why a closed course is closed', () => {
    const closed = { signupOpen: false };
    expect(signupAvailability(course({ ...closed, status: 40 }), seats(), now).label).toBe('已暂停');
    expect(signupAvailability(course({ ...closed, status: 11 }), seats(), now).label).toBe('已开课');
    expect(signupAvailability(course(closed), seats(), Date.UTC(2026, 9, 1)).label).toBe('报名未开始');
    expect(signupAvailability(course(closed), seats(), Date.UTC(2026, 11, 1)).label).toBe('报名已截止');
    expect(signupAvailability(course(closed), seats(), now).canSignUp).toBe(false);
  });
  it('is closed when the course recruits nobody', () => {
    expect(signupAvailability(course({ formalStudentQuota: 0, candidateStudentQuota: 0 }), seats(), now).label).toBe('暂不招生');
  });
});

describe('session times', () => {
  it('shows one day once, two days in full, a missing end as the start', () => {
    const at = (d: number, h: number, m = 0) => new Date(2026, 11, d, h, m).getTime();
    expect(formatSessionTime(at(2, 9), at(2, 12, 30))).toBe('2026-12-02 09:00–12:30');
    expect(formatSessionTime(at(2, 9), at(3, 12))).toBe('2026-12-02 09:00 至 2026-12-03 12:00');
    expect(formatSessionTime(at(2, 9), null)).toBe('2026-12-02 09:00');
  });
});
