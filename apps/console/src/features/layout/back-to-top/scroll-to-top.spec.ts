import { SCROLL_TO_TOP_MS, scrollToTop } from './scroll-to-top';

describe('scrollToTop', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    now = 0;
    frames = [];
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  });
  afterEach(() => jest.restoreAllMocks());

  const tick = (at: number) => {
    now = at;
    const due = frames;
    frames = [];
    due.forEach((cb) => cb(at));
  };

  it('glides from the current position to the top in 800 ms', () => {
    const el = { scrollTop: 1000 } as HTMLElement;
    scrollToTop(el);
    tick(SCROLL_TO_TOP_MS / 4);
    expect(el.scrollTop).toBeGreaterThan(500);
    expect(el.scrollTop).toBeLessThan(1000);
    tick(SCROLL_TO_TOP_MS / 2);
    expect(el.scrollTop).toBe(500);
    tick(SCROLL_TO_TOP_MS * 0.9);
    expect(el.scrollTop).toBeGreaterThan(0);
    tick(SCROLL_TO_TOP_MS);
    expect(el.scrollTop).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
