import { OptionalText } from '@dha/server-core';
import { MAX_INT32 } from '@dha/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';

/** `POST /infra/config/create` (the server sets the type: CUSTOM). */
export class ConfigCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  category!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  key!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  value!: string;

  @IsBoolean()
  visible!: boolean;

  @OptionalText(500)
  remark?: string | null;
}

/** `PUT /infra/config/update`. */
export class ConfigUpdateDto extends ConfigCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
