import { screen } from '@testing-library/react';
import { fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';
import { mapLinkOf } from '../traffic/map-link';
import { paragraphsOf } from './AboutPage';

describe('/client/about', () => {
  beforeEach(() => resetClientState({ loggedIn: false }));

  it('splits the configured text into paragraphs', () => {
    expect(paragraphsOf('第一段\r\n\r\n第二段\n第二段续\n\n\n')).toEqual(['第一段', '第二段\n第二段续']);
    expect(paragraphsOf(null)).toEqual([]);
  });

  it('shows the about text of the public config, under the org name', async () => {
    fakeServer({ 'GET /infra/config/public': ok({ 'system.org.name': '测试中心', 'client.about.content': '我们是谁\n\n怎么报名' }) });
    renderClient('/client/about');
    expect(await screen.findByText('我们是谁')).toBeTruthy();
    expect(screen.getByText('怎么报名')).toBeTruthy();
    expect(screen.getAllByText('测试中心').length).toBeGreaterThan(0);
  });

  it('shows an empty state without text', async () => {
    fakeServer({});
    renderClient('/client/about');
    expect(await screen.findByText('暂无介绍')).toBeTruthy();
  });
});

describe('/client/traffic', () => {
  beforeEach(() => resetClientState({ loggedIn: false }));

  it('builds a map link from the coordinates, else the address', () => {
    expect(mapLinkOf({ name: '总部', address: 'x', latitude: 31.19, longitude: 121.43 })).toBe(
      'https://uri.amap.com/marker?position=121.43,31.19&name=%E6%80%BB%E9%83%A8&src=dha-center&callnative=1',
    );
    expect(mapLinkOf({ name: 'a', address: '漕溪北路', latitude: null, longitude: null })).toContain('search?keyword=%E6%BC%95');
    expect(mapLinkOf({ name: 'a', address: '', latitude: 200, longitude: 1 })).toBeNull();
  });

  it('lists the centres with their traffic guide and a map link', async () => {
    fakeServer({
      'GET /client/location/list': ok([
        {
          id: 1,
          name: '总部',
          address: '漕溪北路 88 号',
          latitude: 31.19,
          longitude: 121.43,
          trafficGuide: '<p>地铁 <strong>徐家汇站</strong></p>',
          sort: 0,
          status: 0,
          createTime: 0,
        },
      ]),
    });
    renderClient('/client/traffic');
    expect(await screen.findByText('总部')).toBeTruthy();
    expect(screen.getByText('徐家汇站').tagName).toBe('STRONG');
    expect(screen.getByText('在地图中查看').closest('a')!.getAttribute('href')).toContain('position=121.43,31.19');
  });

  it('shows an empty state', async () => {
    fakeServer({ 'GET /client/location/list': ok([]) });
    renderClient('/client/traffic');
    expect(await screen.findByText('暂无中心信息')).toBeTruthy();
  });
});
