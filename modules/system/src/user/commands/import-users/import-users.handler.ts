import { availableParallelism } from 'node:os';
import { CommonStatus, MOBILE_PATTERN, type UserImportResp, USERNAME_PATTERN } from '@dha/contracts';
import { findBadText } from '@dha/server-core';
import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isEmail } from 'class-validator';
import { Dept } from '../../../dept/domain/dept.entity';
import { User } from '../../domain/user.entity';
import { hashPassword } from '@dha/server-core';
import { TenantCheck } from '../../../tenant/domain/tenant-check';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { passwordRuleBroken } from '@dha/server-core';
import { AccessCache } from '@dha/server-core';
import { userDisabledEvent } from '../../domain/user-disabled.event';
import { contactRaceError, contactTakenBy, findContactHolders } from '../../infrastructure/user-admin.repository';
import { readImportRows, type ImportRow } from '../../infrastructure/user-import.workbook';
import { ImportUsersCommand } from './import-users.command';

const SEX_OF: Record<string, number> = { 男: 1, 女: 2, 未知: 0, '1': 1, '2': 2, '0': 0 };
const STATUS_OF: Record<string, number> = { 开启: CommonStatus.ENABLE, 关闭: CommonStatus.DISABLE, '0': 0, '1': 1 };
/**
 * Hashes computed at once: one per core keeps the cores busy (the import takes as long as with more),
 * while more threads than cores only take turns with the event loop's (4 on 2 cores: a health check
 * answered in 449 ms during a 1,000-row import).
 */
const HASH_CONCURRENCY = Math.max(1, availableParallelism());
/** New accounts written per flush. */
const WRITE_BATCH = 100;

/** A row that passed every check, ready to write. */
interface PlannedRow {
  row: ImportRow;
  existing: User | undefined;
  fields: { nickname: string; deptId: number | null; email: string | null; mobile: string | null; sex: number | null; status: number };
}

@CommandHandler(ImportUsersCommand)
export class ImportUsersHandler implements ICommandHandler<ImportUsersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  execute(command: ImportUsersCommand): Promise<UserImportResp> {
    // a username, mobile or e-mail another write took meanwhile: the unique indexes decide
    return this.importRows(command).catch((e: unknown) => {
      throw contactRaceError(e, true);
    });
  }

  private async importRows({ user: caller, file, updateSupport, dryRun }: ImportUsersCommand): Promise<UserImportResp> {
    const tenantId = caller.tenantId;
    const rows = await readImportRows(file);
    const em = this.em.fork();
    const report: UserImportResp = { createUsernames: [], updateUsernames: [], failureUsernames: {}, imported: false };
    const fail = (row: ImportRow, reason: string) => {
      report.failureUsernames[row.username ?? `第 ${row.rowNo} 行`] = `第 ${row.rowNo} 行：${reason}`;
    };
    if (!rows.length) return report;

    // what the rows refer to, read once
    const usernames = rows.map((r) => r.username).filter((u): u is string => !!u);
    // usernames are one per tenant whatever their case: the rows and the accounts meet in lower case
    const existing = new Map(
      (await em.find(User, { $and: [{ tenantId }, { [raw('lower(username)')]: { $in: usernames.map((u) => u.toLowerCase()) } }] })).map(
        (u) => [u.username.toLowerCase(), u],
      ),
    );
    const unmanageable = await this.grants.manageRefusals(
      caller,
      [...existing.values()].map((u) => u.id),
    );
    const enabledDepts = new Set((await em.find(Dept, { tenantId, status: CommonStatus.ENABLE }, { fields: ['id'] })).map((d) => d.id));
    const mobiles = rows.map((r) => r.mobile).filter((m): m is string => !!m);
    const emails = rows.map((r) => r.email).filter((m): m is string => !!m);
    const holders = await findContactHolders(em, tenantId, { mobiles, emails });
    const seen = { username: new Set<string>(), mobile: new Set<string>(), email: new Set<string>() };

    const planned: PlannedRow[] = [];
    for (const row of rows) {
      const reason = this.check(row, { existing, unmanageable, enabledDepts, holders, seen, updateSupport, caller });
      if (reason) {
        fail(row, reason);
        continue;
      }
      const user = existing.get(row.username!.toLowerCase());
      planned.push({
        row,
        existing: user,
        fields: {
          nickname: row.nickname ?? user?.nickname ?? row.username!,
          deptId: row.deptId ? Number(row.deptId) : (user?.deptId ?? null),
          email: row.email ?? user?.email ?? null,
          mobile: row.mobile ?? user?.mobile ?? null,
          sex: row.sex !== undefined ? SEX_OF[row.sex]! : (user?.sex ?? null),
          status: row.status !== undefined ? STATUS_OF[row.status]! : (user?.status ?? CommonStatus.ENABLE),
        },
      });
      (user ? report.updateUsernames : report.createUsernames).push(row.username!);
    }
    // all or nothing: a dry run, or one refused row, leaves every account as it was
    if (dryRun || Object.keys(report.failureUsernames).length) return report;

    const creates = planned.filter((p) => !p.existing);
    const hashes = await hashAll(creates.map((p) => p.row.password!));
    const disabledNow: number[] = [];
    const ids = await em.transactional(async (tx) => {
      await this.tenants.assertAccountQuota(tenantId, creates.length, tx);
      const createdIds: number[] = [];
      // a batch at a time, the unit of work emptied after each: one flush of 1,000 new accounts held the
      // event loop for half a second (the health check waits behind it)
      for (let at = 0; at < creates.length; at += WRITE_BATCH) {
        const batch = creates.slice(at, at + WRITE_BATCH).map((p, i) =>
          // an initial password comes from a sheet others saw: the user sets their own at the first sign-in
          tx.create(User, { tenantId, username: p.row.username!, password: hashes[at + i]!, passwordChangeRequired: true, ...p.fields }),
        );
        await tx.flush();
        createdIds.push(...batch.map((u) => u.id));
        tx.clear();
      }
      const touched: User[] = [];
      for (const p of planned.filter((p) => p.existing)) {
        const user = p.existing!;
        if (p.fields.status === CommonStatus.DISABLE && user.status !== CommonStatus.DISABLE) disabledNow.push(user.id);
        tx.assign(user, p.fields);
        tx.persist(user);
        touched.push(user);
      }
      // accounts the import disabled are signed out, as by update-status
      tx.persist(disabledNow.map((id) => userDisabledEvent(id)));
      await tx.flush();
      return [...createdIds, ...touched.map((u) => u.id)];
    });
    await this.cache.usersChanged(tenantId, ids);
    report.imported = true;
    return report;
  }

  /** Why a row cannot be imported, or undefined when it can. */
  private check(
    row: ImportRow,
    ctx: {
      existing: Map<string, User>;
      unmanageable: Map<number, Error>;
      enabledDepts: Set<number>;
      holders: Array<Pick<User, 'id' | 'mobile' | 'email'>>;
      seen: { username: Set<string>; mobile: Set<string>; email: Set<string> };
      updateSupport: boolean;
      caller: ImportUsersCommand['user'];
    },
  ): string | undefined {
    const { username, nickname, deptId, email, mobile, sex, status, password } = row;
    // a cell is hostile input like any field: no NUL, no lone surrogate (the same rule as every request)
    const badText = findBadText({ ...row, rowNo: undefined });
    if (badText) return badText;
    if (!username) return '登录名称不能为空';
    if (!USERNAME_PATTERN.test(username)) return '登录名称必须是 4-30 位字母或数字';
    if (ctx.seen.username.has(username.toLowerCase())) return '登录名称在文件中重复';
    ctx.seen.username.add(username.toLowerCase());
    const user = ctx.existing.get(username.toLowerCase());
    if (user && !ctx.updateSupport) return '用户账号已经存在';
    if (user) {
      const refusal = ctx.unmanageable.get(user.id);
      if (refusal) return refusal.message;
      if (status !== undefined && STATUS_OF[status] === CommonStatus.DISABLE && user.id === ctx.caller.id) return '不能禁用自己的账号';
    }
    if (!user) {
      if (!password) return '新账号的初始密码不能为空';
      const broken = passwordRuleBroken(password);
      if (broken) return `初始密码${broken}`;
    }
    if (nickname !== undefined && nickname.length > 30) return '用户名称不能超过 30 个字符';
    if (deptId !== undefined && (!/^\d{1,9}$/.test(deptId) || !ctx.enabledDepts.has(Number(deptId)))) return '部门不存在或已被禁用';
    if (sex !== undefined && SEX_OF[sex] === undefined) return '用户性别只能是 男、女 或 未知';
    if (status !== undefined && STATUS_OF[status] === undefined) return '账号状态只能是 开启 或 关闭';
    if (mobile !== undefined) {
      if (!MOBILE_PATTERN.test(mobile)) return '手机号码格式不正确';
      if (ctx.seen.mobile.has(mobile) || contactTakenBy(ctx.holders, { id: user?.id, mobile })) return '手机号已经存在';
      ctx.seen.mobile.add(mobile);
    }
    if (email !== undefined) {
      if (email.length > 50 || !isEmail(email)) return '用户邮箱格式不正确';
      if (ctx.seen.email.has(email.toLowerCase()) || contactTakenBy(ctx.holders, { id: user?.id, email })) return '邮箱已经存在';
      ctx.seen.email.add(email.toLowerCase());
    }
    return undefined;
  }
}

/** The argon2 hashes of the passwords, in order, a few at a time. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += HASH_CONCURRENCY)
    hashes.push(...(await Promise.all(passwords.slice(i, i + HASH_CONCURRENCY).map(hashPassword))));
  return hashes;
}
