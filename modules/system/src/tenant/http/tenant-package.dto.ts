import { CommonStatus, MAX_INT32, type TenantPackageSaveReq } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import type { TenantPackageFilter } from '../infrastructure/tenant-package.read-model';

export class TenantPackageCreateDto implements TenantPackageSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  name!: string;

  @IsIn(Object.values(CommonStatus))
  status!: number;

  @OptionalText(256)
  remark?: string | null;

  @IsArray()
  @ArrayMaxSize(5000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  menuIds!: number[];
}

export class TenantPackageUpdateDto extends TenantPackageCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `GET /system/tenant-package/page` filters. */
export class TenantPackagePageDto extends CreateTimePageDto {
  @OptionalText(30)
  name?: string;

  @OptionalText(256)
  remark?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;

  toFilter(): TenantPackageFilter {
    return { name: this.name, remark: this.remark, status: this.status, createTime: this.createTimeCondition() };
  }
}
