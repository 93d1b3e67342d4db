import { BizError } from './biz-error';
import { defineErrors } from './define-errors';

describe('defineErrors', () => {
  it('answers each row as the { code, msg } a BizError takes, frozen', () => {
    const errors = defineErrors({ NOT_FOUND: [1_099_000_000, '【{}】不存在'], LOCKED: [429, '稍后再试'] });
    expect(errors.NOT_FOUND).toEqual({ code: 1_099_000_000, msg: '【{}】不存在' });
    expect(new BizError(errors.NOT_FOUND, '课程')).toMatchObject({ code: 1_099_000_000, message: '【课程】不存在' });
    expect(Object.isFrozen(errors) && Object.isFrozen(errors.LOCKED)).toBe(true);
  });
});
