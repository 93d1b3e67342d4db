import {
  MAX_INT32,
  ParticipantKind,
  SignupStatus,
  type ParticipantKindValue,
  type SignupStatusValue,
  type SignupVersionReq,
} from '@dha/contracts';
import { IdVersionDto, PageParamDto, OptionalText } from '@dha/server-core';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { SignupFilter } from '../infrastructure/signup.read-model';

/** Request bodies and queries the signup controllers share between use cases. */

/** confirm / decline / withdraw (applicant) and cancel (staff): the signup, the version the caller saw, a remark. */
export class SignupVersionDto extends IdVersionDto implements SignupVersionReq {
  @OptionalText(500)
  remark?: string;
}

const MAX_MS = 8_640_000_000_000_000;
const toArray = ({ value }: { value: unknown }): unknown => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Filters of the staff signup list and its export (GET query; `submittedTime[0]`/`[1]` epoch ms). */
export class SignupFilterDto extends PageParamDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(SignupStatus))
  status?: SignupStatusValue;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(ParticipantKind))
  participantKind?: ParticipantKindValue;

  @OptionalText(64)
  identity?: string;

  @OptionalText(64)
  keyword?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_MS)
  'submittedTime[0]'?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_MS)
  'submittedTime[1]'?: number;

  /** the same range sent as a repeated `submittedTime` parameter */
  @IsOptional()
  @Transform(toArray)
  @IsArray()
  @ArrayMaxSize(2)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_MS, { each: true })
  submittedTime?: number[];

  get submittedFrom(): number | undefined {
    return this['submittedTime[0]'] ?? this.submittedTime?.[0];
  }

  get submittedTo(): number | undefined {
    return this['submittedTime[1]'] ?? this.submittedTime?.[1];
  }

  /** The filter the list and the export apply (a blank keyword filters nothing). */
  toFilter(): SignupFilter {
    return {
      courseId: this.courseId,
      status: this.status,
      participantKind: this.participantKind,
      identity: this.identity,
      keyword: this.keyword?.trim() || undefined,
      submittedFrom: this.submittedFrom,
      submittedTo: this.submittedTo,
    };
  }
}
