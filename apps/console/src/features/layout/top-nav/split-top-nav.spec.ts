import { splitTopNav, TOP_NAV_ITEM_WIDTH } from './split-top-nav';

const items = ['首页', '课程管理', '系统管理', '基础设施', '支付管理', '公众号'];

describe('splitTopNav', () => {
  it('shows floor(width / 3 / 85) items and puts the rest under 更多', () => {
    // 1440 / 3 / 85 = 5.6
    expect(splitTopNav(items, 1440)).toEqual({ visible: items.slice(0, 5), more: ['公众号'] });
    // 1366 / 3 / 85 = 5.4; 1024 / 3 / 85 = 4.0
    expect(splitTopNav(items, 1366).visible).toHaveLength(5);
    expect(splitTopNav(items, 1024)).toEqual({ visible: items.slice(0, 4), more: ['支付管理', '公众号'] });
  });

  it('counts an item only when a whole 85 px fits in the third', () => {
    expect(splitTopNav(items, 3 * TOP_NAV_ITEM_WIDTH * 2 - 1).visible).toHaveLength(1);
    expect(splitTopNav(items, 3 * TOP_NAV_ITEM_WIDTH * 2).visible).toHaveLength(2);
  });

  it('has nothing under 更多 when every item fits', () => {
    expect(splitTopNav(items, 3000)).toEqual({ visible: items, more: [] });
    expect(splitTopNav([], 1440)).toEqual({ visible: [], more: [] });
  });

  it('puts everything under 更多 on a window too narrow for one item', () => {
    expect(splitTopNav(items, 200)).toEqual({ visible: [], more: items });
  });
});
