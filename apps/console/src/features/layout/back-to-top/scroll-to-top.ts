/** spec §9: the back-to-top button scrolls over 800 ms. */
export const SCROLL_TO_TOP_MS = 800;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls `el` to the top over `duration` ms (the browser's smooth scrolling has no duration);
 * answers a function that stops the animation.
 */
export function scrollToTop(el: HTMLElement, duration = SCROLL_TO_TOP_MS): () => void {
  const from = el.scrollTop;
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    el.scrollTop = Math.round(from * (1 - easeInOutQuad(t)));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
