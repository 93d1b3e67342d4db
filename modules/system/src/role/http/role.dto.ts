import { CommonStatusIn, IdentifierCode, OptionalText, QueryBoolean, QueryInt, SortOrder } from '@dha/server-core';
import { DataScope, MAX_INT32, type AssignRoleDataScopeReq, type AssignRoleMenuReq, type RoleSaveReq } from '@dha/contracts';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class RoleCreateDto implements RoleSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  name!: string;

  /** an identifier (letters, digits, `_ - . :`), as the built-in `dept_admin` */
  @IdentifierCode(100)
  code!: string;

  @SortOrder()
  sort!: number;

  @CommonStatusIn()
  status!: number;

  @OptionalText(500)
  remark?: string | null;
}

export class RoleUpdateDto extends RoleCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

export class AssignRoleMenuDto implements AssignRoleMenuReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  roleId!: number;

  /** every menu the role holds afterwards (empty: none) */
  @IsArray()
  @ArrayMaxSize(5000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  menuIds!: number[];
}

export class AssignRoleDataScopeDto implements AssignRoleDataScopeReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  roleId!: number;

  @IsIn(Object.values(DataScope))
  dataScope!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_INT32, { each: true })
  dataScopeDeptIds?: number[];
}

/** `?roleId=` of list-role-menus. */
export class RoleIdQueryDto {
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  roleId!: number;
}

/** `simple-list?grantable=true`: only the roles the caller may grant (the role-assigning dialogs ask it). */
export class RoleSimpleListDto {
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  grantable?: boolean;
}
