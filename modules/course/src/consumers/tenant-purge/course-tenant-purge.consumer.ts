import { SystemEventTypes } from '@dha/system';
import { EventConsumer, TenantPurgeConsumer } from '@dha/server-core';
import { deleteTenantCourses } from '../../infrastructure/course.repository';

/** Drops the course rows of a tenant the auth module deleted. */
@EventConsumer({ name: 'course-tenant-purge', events: [SystemEventTypes.TENANT_DELETED] })
export class CourseTenantPurgeConsumer extends TenantPurgeConsumer {
  protected purge = deleteTenantCourses;
}
