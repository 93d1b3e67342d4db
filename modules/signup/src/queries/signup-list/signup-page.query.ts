import { GetDictEntriesQuery } from '@dha/infra';
import { OfferTypeLabels, ParticipantKindLabels, SignupStatusLabels, type PageResult, type SignupRespVO } from '@dha/contracts';
import { pageOf, type LoginUser } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { SIGNUP_IDENTITY_DICT } from '../../commands/submit-signup/submit-signup.command';
import { courseScope, coursesById, listSignups, toSignupVO, whereOf, type SignupFilter } from './signup-list';

export const EXPORT_MAX_ROWS = 50_000;

/** The staff list: a teacher sees only their courses, other reviewers the whole tenant. */
export class SignupPageQuery extends Query<PageResult<SignupRespVO>> {
  constructor(
    readonly filter: SignupFilter,
    readonly pageNo: number,
    readonly pageSize: number,
    readonly user: LoginUser,
  ) {
    super();
  }
}

/** The same list as an xlsx workbook (Chinese headers and labels). */
export class ExportSignupsQuery extends Query<Buffer> {
  constructor(
    readonly filter: SignupFilter,
    readonly user: LoginUser,
  ) {
    super();
  }
}

@QueryHandler(SignupPageQuery)
export class SignupPageHandler implements IQueryHandler<SignupPageQuery, PageResult<SignupRespVO>> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(q: SignupPageQuery): Promise<PageResult<SignupRespVO>> {
    const scope = await courseScope(this.queryBus, q.user);
    const { rows, total } = await listSignups(
      this.em.fork(),
      whereOf(q.filter, q.user.tenantId, scope),
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    const courses = await coursesById(
      this.queryBus,
      rows.map((r) => r.courseId),
    );
    return pageOf(
      rows.map((r) => toSignupVO(r, courses.get(r.courseId))),
      total,
    );
  }
}

@QueryHandler(ExportSignupsQuery)
export class ExportSignupsHandler implements IQueryHandler<ExportSignupsQuery, Buffer> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(q: ExportSignupsQuery): Promise<Buffer> {
    const scope = await courseScope(this.queryBus, q.user);
    const { rows } = await listSignups(this.em.fork(), whereOf(q.filter, q.user.tenantId, scope), EXPORT_MAX_ROWS, 0);
    const [courses, identities] = await Promise.all([
      coursesById(
        this.queryBus,
        rows.map((r) => r.courseId),
      ),
      this.queryBus.execute(new GetDictEntriesQuery(SIGNUP_IDENTITY_DICT)),
    ]);
    const identityLabel = new Map(identities.map((e) => [e.value, e.label]));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('报名记录');
    sheet.columns = [
      { header: '报名编号', key: 'id', width: 10 },
      { header: '课程名称', key: 'courseName', width: 28 },
      { header: '用户名', key: 'username', width: 16 },
      { header: '姓名', key: 'realName', width: 12 },
      { header: '手机号', key: 'mobile', width: 14 },
      { header: '参与类型', key: 'kind', width: 10 },
      { header: '身份', key: 'identity', width: 12 },
      { header: '报名状态', key: 'status', width: 12 },
      { header: '录取类型', key: 'offer', width: 10 },
      { header: '报名时间', key: 'submittedAt', width: 20 },
      { header: '回复截止', key: 'offerDeadline', width: 20 },
      { header: '备注', key: 'remark', width: 30 },
    ];
    for (const r of rows) {
      sheet.addRow({
        id: r.id,
        courseName: courses.get(r.courseId)?.name ?? '',
        username: r.username,
        realName: r.realName ?? '',
        mobile: r.mobile ?? '',
        kind: ParticipantKindLabels[r.participantKind] ?? '未知',
        identity: identityLabel.get(r.identity) ?? r.identity,
        status: SignupStatusLabels[r.status] ?? '未知',
        offer: r.offerType === null ? '' : (OfferTypeLabels[r.offerType] ?? '未知'),
        submittedAt: r.submittedAt ?? '',
        offerDeadline: r.offerDeadline ?? '',
        remark: r.remark ?? '',
      });
    }
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
