import { checkRemark, checkSort, serverFieldError } from './form-result';

const fields = { name: '岗位名称', code: '岗位编码', sort: '显示顺序' };

describe('serverFieldError', () => {
  it('finds the property the server input check names', () => {
    expect(serverFieldError(new Error('请求参数不正确:code: 岗位编码只能包含字母、数字和下划线'), fields)).toEqual({
      code: '请求参数不正确:code: 岗位编码只能包含字母、数字和下划线',
    });
    expect(serverFieldError(new Error('请求参数不正确:sort must not be less than 0'), fields)).toEqual({
      sort: '请求参数不正确:sort must not be less than 0',
    });
  });

  it('finds the field whose label a business rule names (the longest label wins)', () => {
    expect(serverFieldError(new Error('岗位编码已存在'), { ...fields, x: '岗位' })).toEqual({ code: '岗位编码已存在' });
  });

  it('is null when no field is named', () => {
    expect(serverFieldError(new Error('系统未知错误，请反馈给管理员'), fields)).toBeNull();
    expect(serverFieldError(undefined, fields)).toBeNull();
  });
});

describe('the checks forms share', () => {
  it('takes a display order of 0–999999 (spaces around it allowed) and refuses anything else', () => {
    for (const sort of ['0', '10', ' 42 ', '999999']) {
      const errors: Record<string, string> = {};
      checkSort(errors, sort);
      expect(errors).toEqual({});
    }
    for (const sort of ['', '-1', '1.5', 'abc', '1000000']) {
      const errors: Record<string, string> = {};
      checkSort(errors, sort);
      expect(errors).toEqual({ sort: '请输入 0–999999 的整数' });
    }
  });

  it('takes a remark up to its column’s length, 500 unless told', () => {
    const errors: Record<string, string> = {};
    checkRemark(errors, 'x'.repeat(500));
    checkRemark(errors, 'x'.repeat(200), 200);
    expect(errors).toEqual({});
    checkRemark(errors, 'x'.repeat(501));
    expect(errors).toEqual({ remark: '备注最多 500 字' });
    checkRemark(errors, 'x'.repeat(257), 256);
    expect(errors).toEqual({ remark: '备注最多 256 字' });
  });
});
