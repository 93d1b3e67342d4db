import type { SignupVersionReq } from '@dha/contracts';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** confirm / decline / withdraw / cancel: the signup and the version the caller saw. */
export class SignupVersionDto implements SignupVersionReq {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;

  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  version!: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  remark?: string;
}
