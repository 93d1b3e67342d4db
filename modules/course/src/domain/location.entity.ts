import { CommonStatus } from '@dha/contracts';
import { AuditedColumns, type AuditedOptional } from '@dha/server-core';
import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A centre where courses take place, with traffic directions for /client/traffic. */
@Entity({ tableName: 'course_location' })
export class Location extends AuditedColumns {
  [OptionalProps]?: 'address' | 'latitude' | 'longitude' | 'trafficGuide' | 'sort' | 'status' | AuditedOptional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 255 })
  address: string = '';

  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  /** sanitised rich text */
  @Property({ type: 'text' })
  trafficGuide: string = '';

  @Property({ type: 'integer' })
  sort: number = 0;

  @Property({ type: 'smallint' })
  status: number = CommonStatus.ENABLE;
}
