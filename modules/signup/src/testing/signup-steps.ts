import { createTestApp, type TestApp } from '@dha/testing';
import { createCourse, createUser, type TestUser } from './signup-fixtures';

/** A signup row as the workflow specs check it. */
export interface SignupRowState {
  id: number;
  status: number;
  version: number;
  offer_type: number | null;
  offer_deadline: Date | null;
}

export interface HistoryStep {
  from_status: number;
  to_status: number;
  action: string;
  operator_id: number | null;
}

/**
 * The steps of a signup over HTTP and the reads that check them, for one test app: submit as a new
 * (or given) visitor, review, act with the version currently stored.
 */
export function signupSteps(t: TestApp) {
  const row = async (id: number): Promise<SignupRowState> =>
    (await t.sql<SignupRowState>(`select id, status, version, offer_type, offer_deadline from signup_signup where id = ?`, [id]))[0]!;
  /** places held in the seat ledger of a course, offer type and kind (0 when no row yet) */
  const seat = async (courseId: number, offer: number, kind = 0): Promise<number> =>
    Number(
      (
        await t.sql<{ held: number }>(`select held from signup_seat where course_id = ? and participant_kind = ? and offer_type = ?`, [
          courseId,
          kind,
          offer,
        ])
      )[0]?.held ?? 0,
    );
  const history = (id: number): Promise<HistoryStep[]> =>
    t.sql<HistoryStep>(`select from_status, to_status, action, operator_id from signup_history where signup_id = ? order by id`, [id]);

  async function submit(courseId: number, user?: TestUser, kind = 0): Promise<{ id: number; user: TestUser }> {
    const u = user ?? (await createUser(t, 'vis'));
    const r = await t.api.post<number>(
      '/client/signup/create',
      { courseId, participantKind: kind, identity: '1', remark: '想参加' },
      { token: u.token },
    );
    if (r.code !== 0) throw new Error(`signup failed: ${r.code} ${r.msg}`);
    return { id: r.data!, user: u };
  }
  async function review(token: string, id: number, action: string, offer?: string) {
    const { version } = await row(id);
    return t.api.post('/signup/signup/review', { id, version, action, ...(offer ? { offer } : {}) }, { token });
  }
  async function act(token: string, path: string, id: number, extra: object = {}) {
    const { version } = await row(id);
    return t.api.post(path, { id, version, ...extra }, { token });
  }
  return { row, seat, history, submit, review, act };
}

/** The staff of the workflow specs, and two courses to sign up for. */
export interface SignupCast {
  /** the admin's token */
  admin: string;
  signupAdmin: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  /** teacher review, taught by `teacher`; 2 formal + 1 candidate student places */
  courseA: number;
  /** no teacher review, taught by `otherTeacher`; the default places */
  courseB: number;
}

export async function createSignupCast(t: TestApp): Promise<SignupCast> {
  const admin = await t.api.loginAsAdmin();
  const signupAdmin = await createUser(t, 'sadm', ['signup_admin']);
  const teacher = await createUser(t, 'tch', ['course_teacher']);
  const otherTeacher = await createUser(t, 'otch', ['course_teacher']);
  const courseA = await createCourse(t, admin, { teacherIds: [teacher.id], formalStudentQuota: 2, candidateStudentQuota: 1 });
  const courseB = await createCourse(t, admin, { needTeacherAudit: false, teacherIds: [otherTeacher.id] });
  return { admin, signupAdmin, teacher, otherTeacher, courseA, courseB };
}

export interface SignupSpec {
  t: TestApp;
  c: SignupCast;
  steps: ReturnType<typeof signupSteps>;
}

/**
 * A spec's own test app (its own database) with the cast and the steps, made before all its tests
 * and closed after them; read the fields inside the tests.
 */
export function useSignupTestApp(): SignupSpec {
  const spec = {} as SignupSpec;
  beforeAll(async () => {
    spec.t = await createTestApp();
    spec.c = await createSignupCast(spec.t);
    spec.steps = signupSteps(spec.t);
  });
  afterAll(() => spec.t.close());
  return spec;
}
