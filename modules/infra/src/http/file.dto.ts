import { FileStorage, MAX_INT32 } from '@dha/contracts';
import { CreateTimePageDto, OptionalText } from '@dha/server-core';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/;

/** The storage-specific part of a file configuration (which fields count depends on the storage). */
export class FileClientConfigDto {
  /** public base URL files are served under */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  @Matches(HTTP_URL, { message: 'domain 必须是 http(s) 地址' })
  domain?: string;

  @OptionalText(255)
  basePath?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  @Matches(HTTP_URL, { message: 'endpoint 必须是 http(s) 地址' })
  endpoint?: string;

  @IsOptional()
  @IsString()
  @MaxLength(63)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'bucket 名称无效' })
  bucket?: string;

  @OptionalText(128)
  accessKey?: string;

  @OptionalText(256)
  accessSecret?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Matches(/^[a-z0-9-]*$/, { message: 'region 只能包含小写字母、数字和 -' })
  region?: string;

  @IsOptional()
  @IsBoolean()
  enablePathStyleAccess?: boolean;

  @IsOptional()
  @IsBoolean()
  enablePublicAccess?: boolean;
}

/** `POST /infra/file-config/create`. */
export class FileConfigCreateDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(63)
  name!: string;

  @IsIn(Object.values(FileStorage))
  storage!: number;

  @OptionalText(255)
  remark?: string | null;

  @IsObject()
  @ValidateNested()
  @Type(() => FileClientConfigDto)
  config!: FileClientConfigDto;
}

/** `PUT /infra/file-config/update`. */
export class FileConfigUpdateDto extends FileConfigCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `/infra/file-config/page`: name? (contains), storage?, createTime[]?. */
export class FileConfigPageDto extends CreateTimePageDto {
  @OptionalText(63)
  name?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(FileStorage))
  storage?: number;
}

/** `/infra/file/page`: path? and type? (contains), createTime[]?. */
export class FilePageDto extends CreateTimePageDto {
  @OptionalText(512)
  path?: string;

  @OptionalText(128)
  type?: string;
}

/** `GET /infra/file/presigned-url?name&directory`. */
export class PresignedUrlQueryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @OptionalText(100)
  directory?: string;
}

/** `POST /infra/file/create`: records a file the browser PUT to the presigned URL. */
export class FileCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  configId!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  path!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  name!: string;

  @IsString()
  @MaxLength(1024)
  url!: string;

  @OptionalText(128)
  type?: string | null;

  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  size!: number;
}
