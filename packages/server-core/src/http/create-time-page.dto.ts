import { PageParamDto } from './pagination';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDate, IsOptional } from 'class-validator';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/** A query value as a Date: epoch ms, or `yyyy-MM-dd HH:mm:ss` in the server's zone; anything else stays and fails @IsDate. */
function toDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const s = value.trim();
  if (/^\d{1,15}$/.test(s)) return new Date(Number(s));
  const m = DATE_TIME.exec(s);
  if (!m) return value;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as number[];
  const date = new Date(y!, mo! - 1, d, h, mi, sec);
  // Date rolls 2026-13-45 over into 2027: such a value is not a date
  const exact =
    date.getMonth() === mo! - 1 && date.getDate() === d && date.getHours() === h && date.getMinutes() === mi && date.getSeconds() === sec;
  return exact ? date : value;
}

const toDates = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return parts.map(toDate);
};
const toOneDate = ({ value }: { value: unknown }): unknown => (value === undefined || value === '' ? undefined : toDate(value));

/** A query value as a Date (epoch ms or `yyyy-MM-dd HH:mm:ss` in the server's zone); pair it with @IsDate(). */
export const QueryDateTime = (): PropertyDecorator => Transform(toOneDate);

/**
 * A page query with the `createTime` range of the contract: `createTime[0]=…&createTime[1]=…`,
 * a repeated `createTime`, or `createTime=a,b`; each bound epoch ms or `yyyy-MM-dd HH:mm:ss`.
 */
export class CreateTimePageDto extends PageParamDto {
  @IsOptional()
  @Transform(toDates)
  @IsArray()
  @ArrayMaxSize(2)
  @IsDate({ each: true })
  createTime?: Date[];

  @IsOptional()
  @Transform(toOneDate)
  @IsDate()
  'createTime[0]'?: Date;

  @IsOptional()
  @Transform(toOneDate)
  @IsDate()
  'createTime[1]'?: Date;

  get createdFrom(): Date | undefined {
    return this['createTime[0]'] ?? this.createTime?.[0];
  }

  get createdTo(): Date | undefined {
    return this['createTime[1]'] ?? this.createTime?.[1];
  }

  /** The range as an ORM condition on `createTime`, or undefined when no bound is given. */
  createTimeCondition(): { $gte?: Date; $lte?: Date } | undefined {
    const from = this.createdFrom;
    const to = this.createdTo;
    return from || to ? { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } : undefined;
  }
}
