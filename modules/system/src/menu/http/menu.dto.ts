import { CommonStatusIn, OptionalText, SortOrder } from '@dha/server-core';
import { MAX_INT32, MenuType, type MenuSaveReq } from '@dha/contracts';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const filled = (_: unknown, v: unknown): boolean => v !== undefined && v !== null && v !== '';

export class MenuCreateDto implements MenuSaveReq {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  /** `<module>:<resource>:<action>`, kebab-case parts (contract §7) */
  @ValidateIf(filled)
  @IsString()
  @MaxLength(100)
  @Matches(/^[a-z0-9*-]+(:[a-z0-9*-]+){1,3}$/, { message: 'permission 格式应为 模块:资源:操作（小写、数字、-）' })
  permission?: string | null;

  @IsIn(Object.values(MenuType))
  type!: number;

  @SortOrder()
  sort!: number;

  /** 0: a top-level directory or page */
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  parentId!: number;

  /** a route segment (`/system` at the top, `user` below) or an http(s) link; no blanks */
  @ValidateIf(filled)
  @IsString()
  @MaxLength(200)
  @Matches(/^\S+$/, { message: 'path 不能包含空白' })
  path?: string | null;

  @OptionalText(100)
  icon?: string | null;

  /** a view path under the console's pages, e.g. `system/user/index` */
  @ValidateIf(filled)
  @IsString()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/, { message: 'component 应为视图路径，如 system/user/index' })
  component?: string | null;

  @ValidateIf(filled)
  @IsString()
  @MaxLength(100)
  @Matches(/^[A-Za-z][A-Za-z0-9_]*$/, { message: 'componentName 应为字母开头的组件名' })
  componentName?: string | null;

  @CommonStatusIn()
  status!: number;

  @IsOptional()
  @IsBoolean()
  visible?: boolean;

  @IsOptional()
  @IsBoolean()
  keepAlive?: boolean;

  @IsOptional()
  @IsBoolean()
  alwaysShow?: boolean;
}

export class MenuUpdateDto extends MenuCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}
