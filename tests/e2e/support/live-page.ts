import { expect, type Page } from '@playwright/test';

/** Resolves when the page's live socket got the server's `session` answer (rooms joined). */
export function liveSession(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('42["session"')) resolve();
      });
    });
  });
}

/** A value on the page's window: still there at the end means the page never reloaded. */
export async function markPage(page: Page, marker: string): Promise<void> {
  await page.evaluate((m) => ((window as unknown as { __liveMarker: string }).__liveMarker = m), marker);
}

export async function expectNotReloaded(page: Page, marker: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __liveMarker?: string }).__liveMarker)).toBe(marker);
}
