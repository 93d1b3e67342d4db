import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { BizError } from '../errors';
import { PageParamDto } from './pagination';
import { OptionalNotNull, QueryInt } from './query-transforms';
import { createValidationPipe } from './validation.pipe';

class SessionDto {
  @IsString()
  @MaxLength(10)
  title!: string;

  @IsInt()
  @Min(0)
  startTime!: number;
}

class SaveDto {
  @IsString()
  @MaxLength(10)
  name!: string;

  @IsInt()
  @Min(0)
  @Max(999)
  sort!: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  deptId?: number | null;

  @OptionalNotNull()
  @IsIn([0, 1])
  status?: number;

  @IsOptional()
  @IsBoolean()
  visible?: boolean;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @IsInt({ each: true })
  menuIds?: number[];

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => SessionDto)
  sessions?: SessionDto[];
}

class FilterDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsIn([0, 1])
  status?: number;

  @IsOptional()
  @IsString()
  name?: string;
}

const pipe = createValidationPipe();
const body = (value: unknown) => pipe.transform(value, { type: 'body', metatype: SaveDto }) as Promise<SaveDto>;
const query = (value: unknown) => pipe.transform(value, { type: 'query', metatype: FilterDto }) as Promise<FilterDto>;
/** the properties that hold a value (a DTO declares its other fields as undefined) */
const present = (o: object) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k)
    .sort();
const refusal = (run: Promise<unknown>) =>
  run.then(
    () => 'accepted',
    (e: unknown) => (e instanceof BizError ? `${e.code} ${e.message}` : String(e)),
  );

describe('the validation pipe reads bodies as upstream Jackson does', () => {
  it('drops unknown properties, at the top and inside nested objects, without an error', async () => {
    const dto = await body({
      id: null,
      name: 'a',
      sort: 1,
      createTime: 1_700_000_000_000,
      deptName: '研发部',
      params: { x: 1 },
      sessions: [{ title: 't', startTime: 0, tenantId: 2 }],
    });
    expect(dto).toBeInstanceOf(SaveDto);
    expect(present(dto)).toEqual(['name', 'sessions', 'sort']);
    expect(present(dto.sessions![0]!)).toEqual(['startTime', 'title']);
  });

  it('drops an unknown property whatever it holds (NUL included), and refuses a NUL or lone surrogate in a known one', async () => {
    expect(present(await body({ name: 'a', sort: 1, note: 'x\u0000y', ['k\u0000']: 1 }))).toEqual(['name', 'sort']);
    expect(await refusal(body({ name: 'a\u0000', sort: 1 }))).toBe('400 请求参数不正确:name 不能包含 NUL 字符');
    expect(await refusal(body({ name: 'a', sort: 1, sessions: [{ title: '\ud800', startTime: 0 }] }))).toMatch(
      /^400 请求参数不正确:sessions\.0\.title 含有无效/,
    );
  });

  it('takes numeric strings for numbers (lists and nested too) and "true"/"false" for booleans', async () => {
    const dto = await body({
      name: 'a',
      sort: ' 99 ',
      status: '1',
      visible: 'false',
      menuIds: ['1', 2],
      sessions: [{ title: 't', startTime: '5' }],
    });
    expect(dto).toMatchObject({ sort: 99, status: 1, visible: false, menuIds: [1, 2], sessions: [{ startTime: 5 }] });
  });

  it('reads an empty string in a number field as none (null), which an optional nullable field accepts', async () => {
    expect((await body({ name: 'a', sort: 1, deptId: '' })).deptId).toBeNull();
    // a field that is required, or optional but never null, refuses it naming the field
    expect(await refusal(body({ name: 'a', sort: '' }))).toMatch(/^400 .*sort/);
    expect(await refusal(body({ name: 'a', sort: 1, status: '' }))).toMatch(/^400 .*status/);
  });

  it('still refuses a known field with a wrong type, range, length or format, naming it', async () => {
    for (const [input, field] of [
      [{ name: 'a', sort: 'abc' }, 'sort'],
      [{ name: 'a', sort: '1.5' }, 'sort'],
      [{ name: 'a', sort: '1000' }, 'sort'],
      [{ name: 'a', sort: '0x10' }, 'sort'],
      [{ name: 'a', sort: true }, 'sort'],
      [{ name: 'x'.repeat(11), sort: 1 }, 'name'],
      [{ name: 5, sort: 1 }, 'name'],
      [{ name: 'a', sort: 1, status: 2 }, 'status'],
      [{ name: 'a', sort: 1, visible: 'yes' }, 'visible'],
      [{ name: 'a', sort: 1, menuIds: ['1', 'x'] }, 'menuIds'],
      [{ name: 'a', sort: 1, sessions: [{ title: 't', startTime: 'soon' }] }, 'sessions.0.startTime'],
    ] as const)
      expect(await refusal(body(input))).toMatch(new RegExp(`^400 .*${field.replace(/\./g, '\\.')}`));
  });
});

describe('the validation pipe reads query strings leniently', () => {
  it('ignores page parameters and other unknown ones, and treats an empty filter as no filter', async () => {
    const dto = await query({ pageNo: '2', pageSize: '', status: '', name: 'x', deptName: 'y', params: 'z' });
    expect(dto).toMatchObject({ pageNo: 2, pageSize: 10, name: 'x' });
    expect(dto.status).toBeUndefined();
    expect(present(dto)).toEqual(['name', 'pageNo', 'pageSize']);
  });

  it('still refuses a bad value of a known parameter, naming it', async () => {
    expect(await refusal(query({ status: '7' }))).toMatch(/^400 .*status/);
    expect(await refusal(query({ pageSize: '201' }))).toMatch(/^400 .*pageSize/);
  });
});
