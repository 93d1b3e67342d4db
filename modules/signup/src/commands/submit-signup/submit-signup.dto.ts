import { OptionalText } from '@dha/server-core';
import { MAX_INT32, ParticipantKind, type ParticipantKindValue, type SignupCreateForReq, type SignupCreateReq } from '@dha/contracts';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class SignupCreateDto implements SignupCreateReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId!: number;

  @IsIn(Object.values(ParticipantKind))
  participantKind!: ParticipantKindValue;

  @IsString()
  @MaxLength(64)
  @Matches(/\S/, { message: 'identity must not be empty' })
  identity!: string;

  @OptionalText(500)
  remark?: string;
}

/** Staff sign a person up (create-for). */
export class SignupCreateForDto extends SignupCreateDto implements SignupCreateForReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;
}
