import { CommonStatus } from '@dha/contracts';
import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A centre where courses take place, with traffic directions for /client/traffic. */
@Entity({ tableName: 'course_location' })
export class Location {
  [OptionalProps]?: 'address' | 'latitude' | 'longitude' | 'trafficGuide' | 'sort' | 'status' | 'creator' | 'createTime' | 'updateTime';

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

  @Property({ type: 'string', length: 64 })
  creator: string = '';

  @Property({ type: 'timestamptz' })
  createTime: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updateTime: Date = new Date();
}
