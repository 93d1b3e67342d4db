import { api } from '../api/http';
import {
  DICT_MAX_STALE_MS,
  dictStore,
  getDictLabel,
  getDictOptions,
  getIntDictOptions,
  groupByType,
  loadDicts,
  UNKNOWN_LABEL,
} from './dict-store';
import { colorTypeToIntent } from './color-type';

const entries = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'success', cssClass: '' },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'danger', cssClass: '' },
  { dictType: 'system_user_sex', value: '1', label: '男', colorType: 'primary', cssClass: '' },
];

describe('dictionary cache', () => {
  beforeEach(() => dictStore.set(entries));

  it('groups entries by dictType', () => {
    const map = groupByType(entries);
    expect([...map.keys()]).toEqual(['common_status', 'system_user_sex']);
    expect(getDictOptions('common_status').map((e) => e.label)).toEqual(['开启', '关闭']);
  });

  it('looks labels up by string or number value', () => {
    expect(getDictLabel('common_status', 0)).toBe('开启');
    expect(getDictLabel('common_status', '1')).toBe('关闭');
  });

  it("answers '未知' for an unknown value, type, or a missing value", () => {
    expect(UNKNOWN_LABEL).toBe('未知');
    expect(getDictLabel('common_status', 9)).toBe('未知');
    expect(getDictLabel('no_such_type', 0)).toBe('未知');
    expect(getDictLabel('common_status', null)).toBe('未知');
    expect(getDictLabel('common_status', undefined)).toBe('未知');
  });

  it('int options parse the values; reset empties the cache', () => {
    expect(getIntDictOptions('common_status').map((o) => o.value)).toEqual([0, 1]);
    dictStore.reset();
    expect(getDictLabel('common_status', 0)).toBe('未知');
    expect(dictStore.isLoaded()).toBe(false);
  });

  it('maps colorType to a Blueprint intent', () => {
    expect(colorTypeToIntent('success')).toBe('success');
    expect(colorTypeToIntent('danger')).toBe('danger');
    expect(colorTypeToIntent('info')).toBe('none');
    expect(colorTypeToIntent(null)).toBe('none');
  });

  it('reads the dictionaries again every minute until reset, so an admin edit shows without a reload', async () => {
    jest.useFakeTimers();
    const get = jest.spyOn(api, 'get').mockResolvedValue(entries);
    try {
      await loadDicts();
      expect(get).toHaveBeenCalledTimes(1);
      get.mockResolvedValue([{ ...entries[0]!, label: '启用' }]);
      await jest.advanceTimersByTimeAsync(DICT_MAX_STALE_MS - 1);
      expect(get).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(get).toHaveBeenCalledTimes(2);
      expect(getDictLabel('common_status', 0)).toBe('启用');
      dictStore.reset();
      await jest.advanceTimersByTimeAsync(DICT_MAX_STALE_MS * 2);
      expect(get).toHaveBeenCalledTimes(2);
    } finally {
      get.mockRestore();
      jest.useRealTimers();
    }
  });
});
