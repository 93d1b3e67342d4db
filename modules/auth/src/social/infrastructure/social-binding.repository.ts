import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SocialBinding as SocialBindingRow } from '../domain/social-binding.entity';

/** A social account bound to a user, as the profile page lists it. */
export interface SocialBinding {
  type: number;
  openid: string;
  nickname: string | null;
  avatar: string | null;
  createTime: Date;
}

/**
 * The social bindings of a tenant's users (system_social_binding), shared by every social sign-in:
 * DingTalk / WeChat Work (social-login) and the WeChat official account (wechat-*).
 */
@Injectable()
export class SocialBindingRepository {
  constructor(private readonly em: EntityManager) {}

  async findUserId(tenantId: number, type: number, openid: string): Promise<number | null> {
    const row = await this.em.fork().findOne(SocialBindingRow, { tenantId, type, openid }, { fields: ['userId'] });
    return row?.userId ?? null;
  }

  /** binds openid to userId for this type in this tenant; an earlier binding of the same openid or of the same user+type is replaced */
  async bind(
    b: { tenantId: number; userId: number; type: number; openid: string; nickname?: string | null; avatar?: string | null },
    em?: EntityManager,
  ): Promise<void> {
    const write = async (tx: EntityManager): Promise<void> => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      // binds of one tenant and type take turns (else two at once both delete, then both insert, and
      // the second breaks a unique): the later one replaces the earlier, as one after the other would
      await conn.execute('select pg_advisory_xact_lock(hashtext(?))', [`social-binding:${b.tenantId}:${b.type}`], 'run', ctx);
      // both uniques (tenant+type+openid, tenant+user+type) are freed first: the account moves to this
      // user, and this user's earlier account of the type is let go
      await conn.execute(
        'delete from system_social_binding where tenant_id = ? and type = ? and (openid = ? or user_id = ?)',
        [b.tenantId, b.type, b.openid, b.userId],
        'run',
        ctx,
      );
      await conn.execute(
        'insert into system_social_binding (tenant_id, user_id, type, openid, nickname, avatar) values (?, ?, ?, ?, ?, ?)',
        [b.tenantId, b.userId, b.type, b.openid, clip(b.nickname, 64), clip(b.avatar, 512)],
        'run',
        ctx,
      );
    };
    if (em) await write(em);
    else await this.em.fork().transactional(write);
  }

  async unbind(tenantId: number, userId: number, type: number): Promise<boolean> {
    const removed = await this.em.fork().nativeDelete(SocialBindingRow, { tenantId, userId, type });
    return removed > 0;
  }

  async listForUser(tenantId: number, userId: number): Promise<SocialBinding[]> {
    const rows = await this.em.fork().find(SocialBindingRow, { tenantId, userId }, { orderBy: { type: 'asc' } });
    return rows.map((r) => ({ type: r.type, openid: r.openid, nickname: r.nickname, avatar: r.avatar, createTime: r.createTime }));
  }
}

/** Provider-supplied text is cut to the column instead of failing the sign-in. */
function clip(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return [...value].slice(0, max).join('');
}
