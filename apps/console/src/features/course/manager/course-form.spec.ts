import { ClassStatus, type CourseVO } from '@dha/contracts';
import {
  courseFilterToParams,
  courseToForm,
  courseToRequest,
  emptyCourseFilter,
  emptyCourseForm,
  formToRequest,
  nextClassStatuses,
} from './course-form';

const at = (y: number, m: number, d: number, h = 0, mi = 0) => new Date(y, m - 1, d, h, mi).getTime();

const course: CourseVO = {
  id: 7,
  name: '禅修入门班',
  code: 'CX-001',
  type: '1',
  deptId: null,
  recruitmentType: '1',
  description: '<p>介绍</p>',
  coverUrl: '',
  locationId: 3,
  locationName: '总部',
  teacherIds: [11, 12],
  teachers: [
    { id: 11, nickname: '王老师' },
    { id: 12, nickname: '李老师' },
  ],
  startTime: at(2026, 12, 2, 9),
  endTime: at(2026, 12, 23, 17),
  sessions: [{ id: 1, title: '第一课', startTime: at(2026, 12, 2, 9), endTime: at(2026, 12, 2, 11) }],
  signupStartTime: at(2026, 11, 21),
  signupEndTime: at(2026, 11, 29, 23, 59),
  formalStudentQuota: 10,
  candidateStudentQuota: 5,
  formalVolunteerQuota: 5,
  candidateVolunteerQuota: 2,
  fee: 19999,
  needTeacherAudit: true,
  replyDeadlineHours: 72,
  status: ClassStatus.BEFORE_CLASS,
  pausedFrom: null,
  published: true,
  creator: '1',
  createTime: 0,
  updateTime: 0,
};

describe('course form ↔ request', () => {
  it('maps a course to the form and back to the same request (yuan ↔ cents, dates ↔ epoch ms)', () => {
    const form = courseToForm(course);
    expect(form.fee).toBe('199.99');
    expect(form.startTime).toBe('2026-12-02T09:00');
    expect(form.locationId).toBe('3');
    const r = formToRequest(form);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.req).toEqual({
      id: 7,
      name: '禅修入门班',
      code: 'CX-001',
      type: '1',
      recruitmentType: '1',
      description: '<p>介绍</p>',
      coverUrl: '',
      locationId: 3,
      teacherIds: [11, 12],
      startTime: course.startTime,
      endTime: course.endTime,
      sessions: [{ id: 1, title: '第一课', startTime: at(2026, 12, 2, 9), endTime: at(2026, 12, 2, 11) }],
      signupStartTime: course.signupStartTime,
      signupEndTime: course.signupEndTime,
      formalStudentQuota: 10,
      candidateStudentQuota: 5,
      formalVolunteerQuota: 5,
      candidateVolunteerQuota: 2,
      fee: 19999,
      needTeacherAudit: true,
      replyDeadlineHours: 72,
      status: 10,
      published: true,
    });
  });

  it('a new course: fee in yuan → cents, empty location and recruitment type → null, no id', () => {
    const r = formToRequest({
      ...emptyCourseForm(),
      name: ' 新课程 ',
      code: 'NEW-1',
      type: '2',
      startTime: '2026-12-01T09:00',
      endTime: '2026-12-01T11:00',
      signupStartTime: '2026-11-20T00:00',
      signupEndTime: '2026-11-30T23:59',
      fee: '12.5',
      formalStudentQuota: '30',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.req.id).toBeUndefined();
    expect(r.req.name).toBe('新课程');
    expect(r.req.fee).toBe(1250);
    expect(r.req.formalStudentQuota).toBe(30);
    expect(r.req.locationId).toBeNull();
    expect(r.req.recruitmentType).toBeNull();
    expect(r.req.startTime).toBe(at(2026, 12, 1, 9));
    expect(r.req.status).toBe(ClassStatus.BEFORE_CLASS);
    expect(r.req.published).toBe(false);
  });

  it('sends the chosen department, and none when left empty (the server keeps or defaults it)', () => {
    const base = {
      ...emptyCourseForm(),
      name: '课程',
      code: 'D-1',
      type: '2',
      startTime: '2026-12-01T09:00',
      endTime: '2026-12-01T11:00',
      signupStartTime: '2026-11-20T00:00',
      signupEndTime: '2026-11-30T23:59',
    };
    const chosen = formToRequest({ ...base, deptId: '7' });
    expect(chosen.ok && chosen.req.deptId).toBe(7);
    const left = formToRequest(base);
    expect(left.ok && 'deptId' in left.req).toBe(false);
  });

  it('reports every bad field in Chinese and sends nothing', () => {
    const r = formToRequest({
      ...emptyCourseForm(),
      code: 'bad code!',
      fee: '1.234',
      formalStudentQuota: '-1',
      replyDeadlineHours: '0',
      startTime: '2026-12-02T09:00',
      endTime: '2026-12-01T09:00',
      sessions: [{ title: '', startTime: '', endTime: '' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: '请输入课程名称',
      type: '请选择课程类型',
      endTime: '结课时间不能早于开课时间',
      signupStartTime: '请选择报名开始时间',
      'sessions.0': '请填写课节名称、开始和结束时间',
    });
    expect(r.errors.code).toBeTruthy();
    expect(r.errors.fee).toBeTruthy();
    expect(r.errors.formalStudentQuota).toBeTruthy();
    expect(r.errors.replyDeadlineHours).toBeTruthy();
  });

  it('publish/unpublish keeps every field exactly (seconds included)', () => {
    const withSeconds = { ...course, startTime: course.startTime + 42_000 };
    const req = courseToRequest(withSeconds);
    expect(req.startTime).toBe(withSeconds.startTime);
    expect(req.fee).toBe(19999);
    expect(req.teacherIds).toEqual([11, 12]);
  });
});

describe('class status transitions', () => {
  it('offers only the transitions of the contract', () => {
    expect(nextClassStatuses(10)).toEqual([11, 40]);
    expect(nextClassStatuses(12)).toEqual([20, 40]);
    expect(nextClassStatuses(20)).toEqual([]);
  });
  it('a paused course goes back only to where it was paused from', () => {
    expect(nextClassStatuses(40, 11)).toEqual([11]);
    expect(nextClassStatuses(40, null)).toEqual([]);
  });
});

describe('course filters → query params', () => {
  it('leaves out empty filters and converts status/published', () => {
    expect(courseFilterToParams(emptyCourseFilter(), 1, 20)).toEqual({
      pageNo: 1,
      pageSize: 20,
      name: undefined,
      type: undefined,
      status: undefined,
      published: undefined,
    });
    expect(courseFilterToParams({ name: ' 禅修 ', type: '1', status: '40', published: 'false' }, 2, 50)).toEqual({
      pageNo: 2,
      pageSize: 50,
      name: '禅修',
      type: '1',
      status: 40,
      published: false,
    });
  });
});
