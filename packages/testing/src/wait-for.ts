/**
 * Polls `probe` until it answers a truthy value and answers that value, or fails after `timeoutMs`.
 * For effects that arrive through the outbox and the queues (the test app runs relay and consumers).
 */
export async function waitFor<T>(probe: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
