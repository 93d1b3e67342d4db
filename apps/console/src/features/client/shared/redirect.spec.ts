import { afterProfileTarget, clientLoginUrl, courseDetailUrl, courseSignUrl, parseId, prefectProfileUrl } from './redirect';

describe('redirect building', () => {
  it('encodes the way back', () => {
    expect(clientLoginUrl('/client/course-sign?courseId=3')).toBe('/client-login?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D3');
    expect(prefectProfileUrl('/client/course-sign?courseId=3')).toBe(
      '/client/prefect-profile?redirect=%2Fclient%2Fcourse-sign%3FcourseId%3D3',
    );
    expect(courseSignUrl(7)).toBe('/client/course-sign?courseId=7');
    expect(courseDetailUrl(7)).toBe('/client/course-list?courseId=7');
  });
  it('goes back only to in-app paths, else to my signups', () => {
    expect(afterProfileTarget('/client/course-sign?courseId=3')).toBe('/client/course-sign?courseId=3');
    expect(afterProfileTarget(null)).toBe('/client/my-signup');
    expect(afterProfileTarget('https://evil.example')).toBe('/client/my-signup');
    expect(afterProfileTarget('//evil.example')).toBe('/client/my-signup');
    expect(afterProfileTarget('/client-login?redirect=x')).toBe('/client/my-signup');
  });
  it('parses ids strictly', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) expect(parseId(bad)).toBeNull();
  });
});
