import { MAX_INT32, NotifyUserType } from '@dha/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Body of `/system/notify-template/send-notify`: a test message to one user. */
export class NotifySendDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;

  @IsInt()
  @IsIn(Object.values(NotifyUserType))
  userType!: number;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  templateCode!: string;

  @IsOptional()
  @IsObject()
  templateParams?: Record<string, unknown>;
}
