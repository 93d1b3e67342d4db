import type { DictDataVO, DictTypeVO } from '@dha/contracts';
import {
  dictDataToForm,
  dictDataToRequest,
  dictTypeFilterToParams,
  dictTypeToForm,
  dictTypeToRequest,
  EMPTY_DICT_TYPE_FILTER,
} from './dict-form';

const type: DictTypeVO = { id: 7, name: '课程类型', type: 'course_type', status: 0, remark: null, createTime: 0 };
const entry: DictDataVO = {
  id: 9,
  sort: 2,
  label: '线上',
  value: '1',
  dictType: 'course_type',
  status: 1,
  colorType: 'success',
  cssClass: '',
  remark: '说明',
  createTime: 0,
};

describe('dictionary type form', () => {
  it('names each wrong field and sends nothing', () => {
    const r = dictTypeToRequest({ ...dictTypeToForm(null), name: ' ', type: 'bad type!', remark: 'r'.repeat(501) });
    expect(r).toEqual({
      ok: false,
      errors: { name: '请输入字典名称', type: '字典类型为 1–100 位字母、数字或 _ - . :', remark: '备注最多 500 字' },
    });
    expect(dictTypeToRequest({ ...dictTypeToForm(null), name: '名'.repeat(101), type: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      errors: { name: '字典名称最多 100 字', type: expect.any(String) },
    });
  });

  it('trims, keeps the id of an edited row, and sends an empty remark as null', () => {
    expect(dictTypeToRequest({ ...dictTypeToForm(type), name: ' 课程类型2 ', type: ' course_type ' })).toEqual({
      ok: true,
      req: { id: 7, name: '课程类型2', type: 'course_type', status: 0, remark: null },
    });
    expect(dictTypeToRequest({ ...dictTypeToForm(null), name: '新', type: 'new.type:x-1', status: '1', remark: ' 备注 ' })).toEqual({
      ok: true,
      req: { name: '新', type: 'new.type:x-1', status: 1, remark: '备注' },
    });
  });

  it('sends the filter with the date range as epoch ms from 00:00:00 to 23:59:59', () => {
    expect(dictTypeFilterToParams(EMPTY_DICT_TYPE_FILTER)).toEqual({});
    const params = dictTypeFilterToParams({ name: ' 课程 ', type: '', status: '0', createdFrom: '2026-01-02', createdTo: '2026-01-03' });
    expect(params).toEqual({
      name: '课程',
      status: '0',
      'createTime[0]': new Date(2026, 0, 2, 0, 0, 0).getTime(),
      'createTime[1]': new Date(2026, 0, 3, 23, 59, 59).getTime(),
    });
  });
});

describe('dictionary entry form', () => {
  it('starts a new entry in its type, enabled, sort 0', () => {
    expect(dictDataToForm('course_type')(null)).toMatchObject({ dictType: 'course_type', status: '0', sort: '0', colorType: '' });
  });

  it('names each wrong field', () => {
    const r = dictDataToRequest({ ...dictDataToForm('t')(null), label: '', value: 'v'.repeat(101), sort: '-1', cssClass: 'c'.repeat(101) });
    expect(r).toEqual({
      ok: false,
      errors: { label: '请输入字典标签', value: '字典键值最多 100 字', sort: '请输入 0–999999 的整数', cssClass: 'CSS Class 最多 100 字' },
    });
    expect(dictDataToRequest({ ...dictDataToForm('t')(null), label: 'a', value: ' ' })).toMatchObject({
      ok: false,
      errors: { value: '请输入字典键值' },
    });
  });

  it('round-trips an edited entry with its id and numbers', () => {
    expect(dictDataToRequest({ ...dictDataToForm('other')(entry), label: ' 线上课 ' })).toEqual({
      ok: true,
      req: {
        id: 9,
        dictType: 'course_type',
        label: '线上课',
        value: '1',
        sort: 2,
        status: 1,
        colorType: 'success',
        cssClass: '',
        remark: '说明',
      },
    });
  });
});
