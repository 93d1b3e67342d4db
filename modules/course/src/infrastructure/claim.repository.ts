import { ClaimStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseErrors } from '../course.errors';
import { CourseClaim } from '../domain';

/** A claim of the tenant, locked for the rest of the transaction; else CLAIM_NOT_EXISTS. */
export async function lockClaim(em: EntityManager, tenantId: number, id: number): Promise<CourseClaim> {
  const claim = await em.findOne(CourseClaim, { id, tenantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!claim) throw BizError.of(CourseErrors.CLAIM_NOT_EXISTS);
  return claim;
}

/** The other open (INIT) claims of the claim's course. */
export const otherOpenClaims = (em: EntityManager, claim: CourseClaim): Promise<CourseClaim[]> =>
  em.find(CourseClaim, { courseId: claim.courseId, status: ClaimStatus.INIT, id: { $ne: claim.id } });

/** Flushes a new claim; a second claim of the same teacher (unique index) becomes CLAIM_DUPLICATE. */
export async function flushClaim(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw BizError.of(CourseErrors.CLAIM_DUPLICATE);
    throw e;
  }
}
