import { GetDictEntriesQuery } from '@dha/infra';
import {
  DictTypeCode,
  OfferTypeLabels,
  ParticipantKindLabels,
  SignupStatusLabels,
  signupPaymentLabel,
  type SignupPaymentVO,
} from '@dha/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { SignupReadModel } from '../../infrastructure/signup.read-model';
import type { SignupRow } from '../../infrastructure/signup.repository';
import { applicantMobile, courseScope, coursesById, filterFor, paymentsOf } from '../signup-views';
import { ExportSignupsQuery } from './export-signups.query';

export const EXPORT_MAX_ROWS = 50_000;

interface Labels {
  courseName: (courseId: number) => string;
  /** the mobile as the caller may read it */
  mobile: (mobile: string | null) => string | null;
  identity: (value: string) => string;
  payment: (signupId: number) => SignupPaymentVO | undefined;
}

const yuan = (cents: number | undefined): string => (cents === undefined ? '' : (cents / 100).toFixed(2));

/** The workbook's columns: header, width, and the cell of a signup. */
const COLUMNS: Array<{ header: string; width: number; cell: (r: SignupRow, labels: Labels) => ExcelJS.CellValue }> = [
  { header: '报名编号', width: 10, cell: (r) => r.id },
  { header: '课程名称', width: 28, cell: (r, l) => l.courseName(r.courseId) },
  { header: '用户名', width: 16, cell: (r) => r.username },
  { header: '姓名', width: 12, cell: (r) => r.realName ?? '' },
  { header: '手机号', width: 14, cell: (r, l) => l.mobile(r.mobile) ?? '' },
  { header: '参与类型', width: 10, cell: (r) => ParticipantKindLabels[r.participantKind] ?? '未知' },
  { header: '身份', width: 12, cell: (r, l) => l.identity(r.identity) },
  { header: '报名状态', width: 12, cell: (r) => SignupStatusLabels[r.status] ?? '未知' },
  { header: '录取类型', width: 10, cell: (r) => (r.offerType === null ? '' : (OfferTypeLabels[r.offerType] ?? '未知')) },
  { header: '报名时间', width: 20, cell: (r) => r.submittedAt ?? '' },
  { header: '回复截止', width: 20, cell: (r) => r.offerDeadline ?? '' },
  { header: '备注', width: 30, cell: (r) => r.remark ?? '' },
  { header: '缴费状态', width: 10, cell: (r, l) => signupPaymentLabel(l.payment(r.id)) },
  { header: '已付金额（元）', width: 14, cell: (r, l) => (l.payment(r.id)?.successTime ? yuan(l.payment(r.id)!.price) : '') },
  { header: '已退金额（元）', width: 14, cell: (r, l) => (l.payment(r.id)?.refundPrice ? yuan(l.payment(r.id)!.refundPrice) : '') },
];

@QueryHandler(ExportSignupsQuery)
export class ExportSignupsHandler implements IQueryHandler<ExportSignupsQuery, Buffer> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly signups: SignupReadModel,
  ) {}

  async execute(q: ExportSignupsQuery): Promise<Buffer> {
    const scope = await courseScope(this.queryBus, q.user);
    const { rows } = await this.signups.list(filterFor(q.user, q.filter), q.user.tenantId, scope, EXPORT_MAX_ROWS, 0);
    const [courses, identities, payments] = await Promise.all([
      coursesById(
        this.queryBus,
        rows.map((r) => r.courseId),
      ),
      this.queryBus.execute(new GetDictEntriesQuery(DictTypeCode.SIGNUP_IDENTITY)),
      paymentsOf(
        this.queryBus,
        q.user.tenantId,
        rows.map((r) => r.id),
      ),
    ]);
    const identityLabel = new Map(identities.map((e) => [e.value, e.label]));
    const labels: Labels = {
      courseName: (courseId) => courses.get(courseId)?.name ?? '',
      mobile: (mobile) => applicantMobile(q.user, mobile),
      identity: (value) => identityLabel.get(value) ?? value,
      payment: (signupId) => payments.get(signupId),
    };
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('报名记录');
    sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
    for (const r of rows) sheet.addRow(COLUMNS.map((c) => c.cell(r, labels)));
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
