import { CommonStatus, MAX_INT32, TENANT_WEBSITE_PATTERN, type TenantSaveReq } from '@dha/contracts';
import { CreateTimePageDto, OptionalQueryIn, OptionalText } from '@dha/server-core';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsAcceptablePassword } from '@dha/server-core';
import type { TenantFilter } from '../infrastructure/tenant.read-model';

/** The latest expiry a tenant may be given (9999-12-31): beyond it the date is not a date a person means. */
const MAX_EXPIRE_TIME = 253_402_214_400_000;

/** The fields of a tenant both create and update take. */
class TenantSaveDto implements TenantSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  contactName!: string;

  @IsOptional()
  @IsString()
  @Matches(/^[0-9+-]{0,20}$/, { message: 'contactMobile 只能是不超过 20 位的数字' })
  contactMobile?: string | null;

  @IsIn(Object.values(CommonStatus))
  status!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  @Matches(TENANT_WEBSITE_PATTERN, { each: true, message: 'websites 域名格式不正确' })
  websites?: string[];

  /** 0 only for the system tenant (which cannot be saved): a package tenant names an enabled package */
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  packageId!: number;

  /** epoch ms */
  @IsInt()
  @Min(0)
  @Max(MAX_EXPIRE_TIME)
  expireTime!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  accountCount!: number;
}

export class TenantCreateDto extends TenantSaveDto {
  /** the tenant administrator's account */
  @IsString()
  @Matches(/^[a-zA-Z0-9]{4,30}$/, { message: 'username 用户账号由 4-30 位数字、字母组成' })
  username!: string;

  @IsAcceptablePassword()
  password!: string;
}

export class TenantUpdateDto extends TenantSaveDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `GET /system/tenant/page` (and export-excel, which ignores the page) filters. */
export class TenantPageDto extends CreateTimePageDto {
  @OptionalText(30)
  name?: string;

  @OptionalText(30)
  contactName?: string;

  @OptionalText(20)
  contactMobile?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;

  toFilter(): TenantFilter {
    return {
      name: this.name,
      contactName: this.contactName,
      contactMobile: this.contactMobile,
      status: this.status,
      createTime: this.createTimeCondition(),
    };
  }
}

/** `?name=` of get-id-by-name (public). */
export class TenantNameQueryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  name!: string;
}

/** `?website=` of get-by-website (public), as the contract validates it. */
export class TenantWebsiteQueryDto {
  @IsString()
  @MaxLength(100)
  @Matches(TENANT_WEBSITE_PATTERN, { message: 'website 域名格式不正确' })
  website!: string;
}
