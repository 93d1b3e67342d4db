import { expect, type APIRequestContext } from '@playwright/test';

/** Calls to the running server's API (`/admin-api`, tenant 1) from the browser tests. */

export const ADMIN = { username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@12345' };
/** Demo staff accounts (modules/system/src/seed/demo.seeder.ts), loaded by tests/e2e/server.js with E2E_SEED_DEMO=1. */
export const DEMO_PASSWORD = 'Demo@123';
export const TEACHER = { username: 'teacher1', password: DEMO_PASSWORD };
export const SIGNUP_ADMIN = { username: 'signupadmin', password: DEMO_PASSWORD };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly token?: string,
  ) {}

  private headers(): Record<string, string> {
    const h: Record<string, string> = { 'tenant-id': '1' };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    return h;
  }

  private async unwrap<T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    // the contract answers HTTP 200 to every call, errors included
    expect(response.status(), `${what}: HTTP status`).toBe(200);
    const body = (await response.json()) as Envelope<T>;
    expect(body, `${what}: envelope code (msg: ${body.msg})`).toMatchObject({ code: 0 });
    return body.data;
  }

  async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
    return this.unwrap<T>(`GET ${path}`, await this.request.get(`/admin-api${path}`, { params, headers: this.headers() }));
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    return this.unwrap<T>(`POST ${path}`, await this.request.post(`/admin-api${path}`, { data, headers: this.headers() }));
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    return this.unwrap<T>(`PUT ${path}`, await this.request.put(`/admin-api${path}`, { data, headers: this.headers() }));
  }

  /** Logs in (username/password) and returns an Api with the token, plus the user id. */
  static async login(request: APIRequestContext, username: string, password: string): Promise<Api & { userId: number }> {
    const data = await new Api(request).post<{ userId: number; accessToken: string }>('/system/auth/login', { username, password });
    return Object.assign(new Api(request, data.accessToken), { userId: data.userId });
  }
}

/** A configuration row as the update call takes it. */
export interface ConfigRow {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  visible: boolean;
  remark: string | null;
}

export async function configRow(admin: Api, key: string): Promise<ConfigRow> {
  const page = await admin.get<{ list: ConfigRow[] }>('/infra/config/page', { key, pageNo: 1, pageSize: 10 });
  const row = page.list.find((r) => r.key === key);
  expect(row, `config ${key}`).toBeTruthy();
  const { id, category, name, value, visible, remark } = row!;
  return { id, category, name, key, value, visible, remark };
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A well-formed mainland resident ID number (GB 11643-1999: area, birth date, order, checksum). */
export function idCardNo(born: string, order: number, sex: 1 | 2): string {
  let seq = order % 1000;
  if (seq % 2 !== sex % 2) seq = (seq + 1) % 1000; // odd order for men, even for women
  const body = `110105${born}${String(seq).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

const DAY = 86_400_000;

/**
 * Creates a published course, open for signup now and starting in two weeks, with one formal
 * student place unless told otherwise; answers its id.
 */
export function createOpenCourse(
  admin: Api,
  course: { name: string; code: string; teacherIds?: number[]; formalStudentQuota?: number; needTeacherAudit: boolean; fee?: number },
): Promise<number> {
  const now = Date.now();
  return admin.post<number>('/course/course/create', {
    type: '1',
    teacherIds: [],
    startTime: now + 14 * DAY,
    endTime: now + 15 * DAY,
    signupStartTime: now - DAY,
    signupEndTime: now + 7 * DAY,
    formalStudentQuota: 1,
    candidateStudentQuota: 0,
    formalVolunteerQuota: 0,
    candidateVolunteerQuota: 0,
    fee: 0,
    status: 10,
    published: true,
    ...course,
  });
}
