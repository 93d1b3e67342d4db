import { BizError } from '@dha/server-core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CourseErrors } from '../course.errors';
import { Course, Location } from '../domain';

/** A centre of the tenant; else LOCATION_NOT_EXISTS. */
export async function getLocation(em: EntityManager, tenantId: number, id: number): Promise<Location> {
  const location = await em.findOne(Location, { id, tenantId });
  if (!location) throw BizError.of(CourseErrors.LOCATION_NOT_EXISTS);
  return location;
}

/** How many live courses take place at the centre. */
export const coursesAt = (em: EntityManager, location: Location): Promise<number> =>
  em.count(Course, { tenantId: location.tenantId, locationId: location.id, deleted: false });
