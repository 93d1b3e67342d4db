const HOUR = 3_600_000;

/** A valid create body (type 1 of the seeded course_type dictionary); override what a test is about. */
export function courseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    name: '禅修入门',
    code: `T-${Math.random().toString(36).slice(2, 10)}`,
    type: '1',
    recruitmentType: '1',
    description: '<p>简介</p>',
    startTime: now + 10 * 24 * HOUR,
    endTime: now + 12 * 24 * HOUR,
    signupStartTime: now - HOUR,
    signupEndTime: now + 5 * 24 * HOUR,
    formalStudentQuota: 10,
    candidateStudentQuota: 5,
    formalVolunteerQuota: 5,
    candidateVolunteerQuota: 2,
    fee: 0,
    needTeacherAudit: true,
    published: true,
    ...overrides,
  };
}
