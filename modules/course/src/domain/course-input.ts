import { CommonStatus, ConfigKey, type CourseSaveReq } from '@dha/contracts';
import { GetUsersQuery, ListEnabledDeptsQuery, type DataScopeGrant } from '@dha/system';
import { GetConfigValueQuery } from '@dha/infra';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { COURSE_TYPE_DICT, DictionaryCheck, RECRUITMENT_TYPE_DICT } from '../infrastructure/dictionary-check';
import { TEACHER_ROLES } from './course-roles';
import { Location } from './location.entity';
import { RichText } from './rich-text';

const REPLY_DEADLINE_CONFIG_KEY = ConfigKey.OFFER_REPLY_DEADLINE_HOURS;
const DEFAULT_REPLY_DEADLINE_HOURS = 72;

/** The checks a course body needs beyond its DTO: cross-field rules and references to other data. */
@Injectable()
export class CourseInputCheck {
  private readonly logger = new Logger(CourseInputCheck.name);

  constructor(
    private readonly queryBus: QueryBus,
    private readonly dict: DictionaryCheck,
    private readonly richText: RichText,
  ) {}

  async assertValid(em: EntityManager, tenantId: number, input: CourseSaveReq): Promise<void> {
    if (input.endTime < input.startTime) throw BizError.badRequest('endTime: 结束时间不能早于开始时间');
    if (input.signupEndTime < input.signupStartTime) throw BizError.badRequest('signupEndTime: 报名截止时间不能早于报名开始时间');
    (input.sessions ?? []).forEach((s, i) => {
      if (s.endTime < s.startTime) throw BizError.badRequest(`sessions[${i}].endTime: 结束时间不能早于开始时间`);
    });
    // the cover is an image like those of the description: our own uploads only (no hotlinks, no trackers)
    if (input.coverUrl && !this.richText.isOwnImage(input.coverUrl))
      throw BizError.badRequest('coverUrl: 封面只能使用本站上传的图片（或 FILE_BASE_URLS 中的文件服务器）');
    await this.dict.assertValue(COURSE_TYPE_DICT, input.type, 'type');
    if (input.recruitmentType) await this.dict.assertValue(RECRUITMENT_TYPE_DICT, input.recruitmentType, 'recruitmentType');
    if (input.locationId != null) {
      const location = await em.findOne(Location, { id: input.locationId, tenantId });
      if (!location || location.status !== CommonStatus.ENABLE) throw BizError.badRequest(`locationId: 场地 ${input.locationId} 不存在`);
    }
    await this.assertTeachers(input.teacherIds ?? []);
  }

  /**
   * A chosen department must be enabled and inside the caller's data scope: handing a course to a
   * department one cannot see would take it out of one's own reach.
   */
  async assertDept(tenantId: number, deptId: number, grant: DataScopeGrant): Promise<void> {
    const depts = await this.queryBus.execute(new ListEnabledDeptsQuery(tenantId));
    if (!depts.some((d) => d.id === deptId)) throw BizError.badRequest(`deptId: 部门 ${deptId} 不存在或已停用`);
    if (!grant.all && !grant.deptIds.includes(deptId)) throw BizError.badRequest(`deptId: 部门 ${deptId} 不在你的数据范围内`);
  }

  /** Every id must be an existing user holding course_teacher or other_teacher. */
  async assertTeachers(teacherIds: number[]): Promise<void> {
    if (!teacherIds.length) return;
    const users = await this.queryBus.execute(new GetUsersQuery(teacherIds));
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const id of teacherIds) {
      const user = byId.get(id);
      if (!user) throw BizError.badRequest(`teacherIds: 用户 ${id} 不存在`);
      if (!user.roles.some((r) => TEACHER_ROLES.includes(r))) throw BizError.badRequest(`teacherIds: 用户 ${id} 不是老师`);
    }
  }

  /** Config `signup.offer.reply-deadline-hours`, else 72. */
  async defaultReplyDeadlineHours(): Promise<number> {
    try {
      const value = await this.queryBus.execute(new GetConfigValueQuery(REPLY_DEADLINE_CONFIG_KEY));
      const hours = Number(value);
      if (value !== null && Number.isInteger(hours) && hours >= 1 && hours <= 720) return hours;
    } catch (e) {
      this.logger.warn(`cannot read config ${REPLY_DEADLINE_CONFIG_KEY}: ${(e as Error).message}`);
    }
    return DEFAULT_REPLY_DEADLINE_HOURS;
  }
}
