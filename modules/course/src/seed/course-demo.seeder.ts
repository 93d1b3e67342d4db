import { ClassStatus, type ClassStatusValue } from '@dha/contracts';
import { FindUserIdsByUsernamesQuery } from '@dha/system';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Course, CourseCodeSeries, CourseSession, CourseTeacher, CourseType, Location } from '../domain';
import { RichText } from '../domain/rich-text';

const TENANT = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seeded `course_type` dictionary values and the code prefix of each. */
const TYPES = [
  { dictValue: '1', name: '禅修课程', codePrefix: 'CX' },
  { dictValue: '2', name: '读书会', codePrefix: 'DS' },
  { dictValue: '3', name: '公益讲座', codePrefix: 'GY' },
  { dictValue: '4', name: '义工培训', codePrefix: 'YG' },
  { dictValue: '5', name: '亲子课程', codePrefix: 'QZ' },
];

const CENTRE = {
  name: 'DHA 培训中心（总部）',
  address: '上海市徐汇区漕溪北路 88 号 3 楼',
  latitude: 31.1886,
  longitude: 121.4365,
  trafficGuide:
    '<h3>地铁</h3><p>1 号线 / 9 号线 / 11 号线 <strong>徐家汇站</strong> 14 号口出，步行约 5 分钟。</p>' +
    '<h3>公交</h3><p>15 路、43 路、926 路至漕溪北路站下车。</p>' +
    '<h3>自驾</h3><p>大楼地下停车场入口在漕溪北路辅路，课程学员凭登记可免费停车 3 小时。</p>',
};

interface DemoCourse {
  code: string;
  name: string;
  type: string;
  description: string;
  /** start/end and signup window relative to now, in days */
  start: number;
  end: number;
  signupFrom: number;
  signupTo: number;
  status: ClassStatusValue;
  pausedFrom?: ClassStatusValue;
  quotas: [number, number, number, number];
  fee: number;
  needTeacherAudit: boolean;
  teachers: string[];
}

const COURSES: DemoCourse[] = [
  {
    code: 'DEMO-2026-001',
    name: '禅修入门班（周末班）',
    type: '1',
    description: '<p>面向初学者的禅修课程：坐姿、呼吸与专注练习。共 4 次课，每次 3 小时。</p>',
    start: 10,
    end: 31,
    signupFrom: -1,
    signupTo: 7,
    status: ClassStatus.BEFORE_CLASS,
    quotas: [10, 5, 5, 2],
    fee: 0,
    needTeacherAudit: true,
    teachers: ['teacher1'],
  },
  {
    code: 'DEMO-2026-002',
    name: '读书会 ·《正念的奇迹》共读',
    type: '2',
    description: '<p>每周一章，分享与讨论。<em>无需老师审核</em>，报名审核通过后即发出录取通知。</p>',
    start: 14,
    end: 42,
    signupFrom: -2,
    signupTo: 10,
    status: ClassStatus.BEFORE_CLASS,
    quotas: [20, 10, 4, 2],
    fee: 0,
    needTeacherAudit: false,
    teachers: ['teacher2'],
  },
  {
    code: 'DEMO-2026-003',
    name: '公益讲座：正念生活',
    type: '3',
    description: '<p>一次性公开讲座，报名将于 3 天后开放。</p>',
    start: 20,
    end: 20.2,
    signupFrom: 3,
    signupTo: 15,
    status: ClassStatus.BEFORE_CLASS,
    quotas: [100, 20, 10, 5],
    fee: 0,
    needTeacherAudit: true,
    teachers: ['teacher1'],
  },
  {
    code: 'DEMO-2026-004',
    name: '义工培训（第三期）',
    type: '4',
    description: '<p>服务礼仪、现场协调与安全常识。课程进行中。</p>',
    start: -3,
    end: 25,
    signupFrom: -30,
    signupTo: -5,
    status: ClassStatus.IN_CLASS,
    quotas: [15, 5, 10, 3],
    fee: 0,
    needTeacherAudit: true,
    teachers: ['teacher1', 'teacher2'],
  },
  {
    code: 'DEMO-2026-005',
    name: '亲子课程：一起读绘本',
    type: '5',
    description: '<p>家长与孩子共同参加。因场地维护暂停中。</p>',
    start: 21,
    end: 49,
    signupFrom: -5,
    signupTo: 14,
    status: ClassStatus.PAUSED,
    pausedFrom: ClassStatus.BEFORE_CLASS,
    quotas: [12, 4, 4, 2],
    fee: 20_000,
    needTeacherAudit: true,
    teachers: ['teacher2'],
  },
  {
    code: 'DEMO-2026-006',
    name: '禅修进阶班（秋季）',
    type: '1',
    description: '<p>已结课，感谢各位学员的参与。</p>',
    start: -90,
    end: -60,
    signupFrom: -120,
    signupTo: -95,
    status: ClassStatus.COMPLETED,
    quotas: [10, 5, 5, 2],
    fee: 0,
    needTeacherAudit: true,
    teachers: ['teacher1'],
  },
  {
    code: 'DEMO-2026-007',
    name: '读书会 · 经典导读（待认领）',
    type: '2',
    description: '<p>尚无授课老师，老师可在“课程认领”中认领本课程。</p>',
    start: 30,
    end: 60,
    signupFrom: 5,
    signupTo: 25,
    status: ClassStatus.BEFORE_CLASS,
    quotas: [15, 5, 3, 1],
    fee: 0,
    needTeacherAudit: true,
    teachers: [],
  },
];

/** `npm run seed:demo`: a centre, the course types with code series, and courses across types and class statuses. */
@Injectable()
@DataSeeder({ kind: 'demo', order: 30 })
export class CourseDemoSeeder implements Seeder {
  private readonly logger = new Logger(CourseDemoSeeder.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly richText: RichText,
  ) {}

  async seed(): Promise<void> {
    const usernames = [...new Set(COURSES.flatMap((c) => c.teachers))];
    const userIds = await this.queryBus.execute(new FindUserIdsByUsernamesQuery(TENANT, usernames));
    const missing = usernames.filter((u) => !userIds[u]);
    if (missing.length) this.logger.warn(`demo teachers not found (${missing.join(', ')}): their courses get no teacher`);
    const made: string[] = [];
    await this.em.fork().transactional(async (tx) => {
      for (const [i, t] of TYPES.entries()) {
        let type = await tx.findOne(CourseType, { tenantId: TENANT, dictValue: t.dictValue });
        if (!type) {
          type = tx.create(CourseType, { tenantId: TENANT, ...t, sort: i + 1, creator: 'demo' });
          await tx.flush();
        }
        if (!(await tx.count(CourseCodeSeries, { tenantId: TENANT, typeId: type.id }))) {
          tx.create(CourseCodeSeries, { tenantId: TENANT, typeId: type.id, prefix: `${t.codePrefix}-2026-`, creator: 'demo' });
        }
      }
      let centre = await tx.findOne(Location, { tenantId: TENANT, name: CENTRE.name });
      if (!centre) {
        centre = tx.create(Location, {
          tenantId: TENANT,
          ...CENTRE,
          trafficGuide: this.richText.sanitize(CENTRE.trafficGuide),
          sort: 1,
          creator: 'demo',
        });
        await tx.flush();
      }
      const now = Date.now();
      const at = (days: number) => new Date(Math.round((now + days * DAY) / HOUR) * HOUR);
      for (const d of COURSES) {
        if (await tx.count(Course, { tenantId: TENANT, code: d.code })) continue;
        const course = tx.create(Course, {
          tenantId: TENANT,
          code: d.code,
          name: d.name,
          type: d.type,
          recruitmentType: '1',
          description: this.richText.sanitize(d.description),
          locationId: centre.id,
          startTime: at(d.start),
          endTime: at(d.end),
          signupStartTime: at(d.signupFrom),
          signupEndTime: at(d.signupTo),
          formalStudentQuota: d.quotas[0],
          candidateStudentQuota: d.quotas[1],
          formalVolunteerQuota: d.quotas[2],
          candidateVolunteerQuota: d.quotas[3],
          fee: d.fee,
          needTeacherAudit: d.needTeacherAudit,
          replyDeadlineHours: 72,
          status: d.status,
          pausedFrom: d.pausedFrom ?? null,
          published: true,
          creator: 'demo',
          updater: 'demo',
        });
        const sessions = Math.max(1, Math.min(4, Math.round((d.end - d.start) / 7)));
        for (let s = 0; s < sessions; s++) {
          const from = at(d.start + s * 7);
          tx.create(CourseSession, {
            tenantId: TENANT,
            course,
            title: `第 ${s + 1} 次课`,
            startTime: from,
            endTime: new Date(from.getTime() + 3 * HOUR),
            sort: s,
          });
        }
        d.teachers.forEach((username, sort) => {
          const teacherUserId = userIds[username];
          if (teacherUserId) tx.create(CourseTeacher, { tenantId: TENANT, course, teacherUserId, sort });
        });
        made.push(`${d.code} ${d.name}`);
      }
    });
    if (made.length) this.logger.log(`demo courses: ${made.join('; ')}`);
  }
}
