import { ParticipantKind, type ParticipantKindValue, type SignupCreateForReq, type SignupCreateReq } from '@dha/contracts';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const INT_MAX = 2_147_483_647;

export class SignupCreateDto implements SignupCreateReq {
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  courseId!: number;

  @IsIn(Object.values(ParticipantKind))
  participantKind!: ParticipantKindValue;

  @IsString()
  @MaxLength(64)
  @Matches(/\S/, { message: 'identity must not be empty' })
  identity!: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  remark?: string;
}

export class SignupCreateForDto extends SignupCreateDto implements SignupCreateForReq {
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  userId!: number;
}
