import { ID_CARD_TYPE, RoleCode, type RoleCodeValue } from '@dha/contracts';
import { DataSeeder, type Seeder } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Role } from '../role/domain/role.entity';
import { Tenant } from '../tenant/domain/tenant.entity';
import { User } from '../user/domain/user.entity';
import { UserRole } from '../user/domain/user-role.entity';
import { hashPassword } from '@dha/server-core';

export const DEMO_PASSWORD = 'Demo@123';

interface DemoAccount {
  username: string;
  nickname: string;
  realName: string;
  role: RoleCodeValue;
  sex: 1 | 2;
  /** yyyymmdd */
  born: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'teacher1', nickname: '王老师', realName: '王明', role: RoleCode.COURSE_TEACHER, sex: 1, born: '19780312' },
  { username: 'teacher2', nickname: '李老师', realName: '李芳', role: RoleCode.OTHER_TEACHER, sex: 2, born: '19820721' },
  { username: 'signupadmin', nickname: '报名管理员', realName: '赵敏', role: RoleCode.SIGNUP_ADMIN, sex: 2, born: '19900105' },
  { username: 'officeadmin', nickname: '办公室管理员', realName: '钱伟', role: RoleCode.OFFICE_ADMIN, sex: 1, born: '19850918' },
  { username: 'areaadmin', nickname: '片区管理员', realName: '孙丽', role: RoleCode.AREA_ADMIN, sex: 2, born: '19800430' },
  { username: 'deptadmin', nickname: '部门管理员', realName: '周强', role: RoleCode.DEPT_ADMIN, sex: 1, born: '19751126' },
  { username: 'visitor1', nickname: '访客一', realName: '陈晨', role: RoleCode.COMMON, sex: 1, born: '19950214' },
  { username: 'visitor2', nickname: '访客二', realName: '林静', role: RoleCode.COMMON, sex: 2, born: '19980608' },
  { username: 'visitor3', nickname: '访客三', realName: '黄磊', role: RoleCode.COMMON, sex: 1, born: '19880823' },
  { username: 'visitor4', nickname: '访客四', realName: '吴雪', role: RoleCode.COMMON, sex: 2, born: '20010117' },
  { username: 'visitor5', nickname: '访客五', realName: '郑浩', role: RoleCode.COMMON, sex: 1, born: '19921009' },
];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A well-formed mainland ID number (Beijing Chaoyang area code) for a demo person. */
export function demoIdCardNo(born: string, seq: number, sex: 1 | 2): string {
  let order = 100 + seq * 2;
  if (order % 2 !== sex % 2) order += 1; // odd for men, even for women
  const body = `110105${born}${String(order).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** `npm run seed:demo`: one account per staff role and five visitors, all with complete profiles. */
@Injectable()
@DataSeeder({ kind: 'demo', order: 20 })
export class SystemDemoSeeder implements Seeder {
  constructor(private readonly em: EntityManager) {}

  async seed(): Promise<void> {
    const em = this.em.fork();
    const made: string[] = [];
    const password = await hashPassword(DEMO_PASSWORD);
    await em.transactional(async (tx) => {
      for (const [i, a] of DEMO_ACCOUNTS.entries()) {
        if (await tx.count(User, { tenantId: Tenant.DEFAULT_ID, username: a.username })) continue;
        const role = await tx.findOneOrFail(Role, { tenantId: Tenant.DEFAULT_ID, code: a.role });
        const user = tx.create(User, {
          tenantId: Tenant.DEFAULT_ID,
          username: a.username,
          password,
          nickname: a.nickname,
          realName: a.realName,
          sex: a.sex,
          birthday: new Date(Date.UTC(Number(a.born.slice(0, 4)), Number(a.born.slice(4, 6)) - 1, Number(a.born.slice(6, 8)))),
          certificateType: ID_CARD_TYPE,
          certificateNo: demoIdCardNo(a.born, i, a.sex),
          mobile: `1380013${String(8000 + i).padStart(4, '0')}`,
          email: `${a.username}@example.com`,
          education: '6',
          identity: '2',
          workplace: a.role === RoleCode.COMMON ? '北京某科技有限公司' : 'DHA 培训中心',
          address: `北京市朝阳区建国路 ${88 + i} 号`,
          emergencyContact: '张三',
          emergencyPhone: '13900139000',
        });
        await tx.flush();
        tx.create(UserRole, { userId: user.id, roleId: role.id });
        made.push(`${a.username} (${a.role})`);
      }
    });
    if (made.length) process.stdout.write(`demo accounts (password ${DEMO_PASSWORD}): ${made.join(', ')}\n`);
  }
}
