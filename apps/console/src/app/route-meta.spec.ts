import { matchRoutes } from 'react-router-dom';
import { DIGITS, documentTitle, hiddenPageRoute, idParams, mergedMeta, paramsAccepted, routeTitle } from './route-meta';

const page = async () => ({ default: () => null });

describe('route meta', () => {
  it('document title: "page title - product name" with dynamic title on, the product name alone when off', () => {
    expect(documentTitle('课程信息', '某培训中心', true)).toBe('课程信息 - 某培训中心');
    expect(documentTitle('课程信息', '某培训中心', false)).toBe('某培训中心');
    expect(documentTitle(undefined, '某培训中心', true)).toBe('某培训中心');
  });

  it('the deepest title wins; meta merges the deeper fields over the parents', () => {
    const matches = [{ handle: { title: 'a', roles: ['x'] } }, { handle: undefined }, { handle: { title: 'b', noCache: true } }];
    expect(routeTitle(matches)).toBe('b');
    expect(mergedMeta(matches)).toEqual({ title: 'b', roles: ['x'], noCache: true });
  });

  it('id parameters of a path are digits only', () => {
    expect(idParams('course/signuprecord/:courseId')).toEqual({ courseId: DIGITS });
    expect(idParams('course/review')).toBeUndefined();
    const routes = [hiddenPageRoute('course/completereg/:courseId', page, { title: '完成登记' })];
    expect(paramsAccepted(matchRoutes(routes, '/course/completereg/12')!)).toBe(true);
    expect(paramsAccepted(matchRoutes(routes, '/course/completereg/12a')!)).toBe(false);
    expect(paramsAccepted(matchRoutes(routes, '/course/completereg/-1')!)).toBe(false);
  });
});
