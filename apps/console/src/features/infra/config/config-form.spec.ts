import { ConfigType, type ConfigVO } from '@dha/contracts';
import { configFilterToParams, configToForm, configToRequest, EMPTY_CONFIG_FILTER } from './config-form';

const orgName: ConfigVO = {
  id: 3,
  category: 'system',
  name: '机构名称',
  key: 'system.org.name',
  value: 'DHA 培训中心',
  type: ConfigType.SYSTEM,
  visible: true,
  remark: null,
  createTime: 0,
};

describe('configuration form', () => {
  it('marks a built-in parameter (its key cannot change) and fills the radios', () => {
    expect(configToForm(orgName)).toMatchObject({ system: true, visible: 'true', key: 'system.org.name' });
    expect(configToForm(null)).toMatchObject({ system: false, visible: 'true', key: '' });
  });

  it('names each wrong field and sends nothing', () => {
    expect(configToRequest(configToForm(null))).toEqual({
      ok: false,
      errors: { category: '请输入参数分类', name: '请输入参数名称', key: '请输入参数键名', value: '请输入参数键值' },
    });
    const long = configToRequest({
      ...configToForm(null),
      category: 'c'.repeat(51),
      name: 'n'.repeat(101),
      key: 'k'.repeat(101),
      value: 'v'.repeat(501),
      remark: 'r'.repeat(501),
    });
    expect(long).toEqual({
      ok: false,
      errors: {
        category: '参数分类最多 50 字',
        name: '参数名称最多 100 字',
        key: '参数键名最多 100 字',
        value: '参数键值最多 500 字',
        remark: '备注最多 500 字',
      },
    });
  });

  it('sends the edit with its id, the value as typed, visible as a boolean and never the type', () => {
    const r = configToRequest({ ...configToForm(orgName), value: '新学院\n\n第二段', visible: 'false', remark: ' ' });
    expect(r).toEqual({
      ok: true,
      req: { id: 3, category: 'system', name: '机构名称', key: 'system.org.name', value: '新学院\n\n第二段', visible: false, remark: null },
    });
  });

  it('sends the filter with the date range as epoch ms from 00:00:00 to 23:59:59', () => {
    expect(configFilterToParams(EMPTY_CONFIG_FILTER)).toEqual({});
    expect(configFilterToParams({ name: '', key: ' org ', type: '1', createdFrom: '', createdTo: '2026-03-04' })).toEqual({
      key: 'org',
      type: '1',
      'createTime[1]': new Date(2026, 2, 4, 23, 59, 59).getTime(),
    });
  });
});
