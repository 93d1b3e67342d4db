import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { installLeanAsyncResourceBind } from './async-resource-bind';

describe('installLeanAsyncResourceBind', () => {
  const store = new AsyncLocalStorage<string>();
  beforeAll(() => installLeanAsyncResourceBind());

  it('is installed once: a second call finds nothing left to replace', () => {
    expect(installLeanAsyncResourceBind()).toBe(false);
  });

  it('leaves no deprecated asyncResource property on bound functions', () => {
    const bound = AsyncResource.bind(() => 1);
    expect(Object.getOwnPropertyDescriptor(bound, 'asyncResource')).toBeUndefined();
  });

  it('runs the function in the context of the bind, not of the call (what NestJS binds for)', () => {
    const bound = store.run('request A', () => AsyncResource.bind(() => store.getStore()));
    expect(store.run('request B', bound)).toBe('request A');
    expect(bound()).toBe('request A');
  });

  it('runs it in the scope of its resource', () => {
    const resource = new AsyncResource('test');
    expect(resource.bind(() => executionAsyncId())()).toBe(resource.asyncId());
  });

  it('passes the call’s this and arguments, returns the result and keeps the length', () => {
    const fn = function (this: { base: number }, a: number, b: number) {
      return this.base + a + b;
    };
    const bound = new AsyncResource('test').bind(fn);
    expect(bound.call({ base: 100 }, 20, 3)).toBe(123);
    expect(bound.length).toBe(2);
  });

  it('binds this when given (the static bind’s thisArg)', () => {
    const add = function (this: { base: number }, a: number) {
      return this.base + a;
    };
    const bound = AsyncResource.bind(add, 'test', { base: 40 }) as unknown as (a: number) => number;
    expect(bound(2)).toBe(42);
  });

  it('propagates what the function throws', () => {
    const bound = AsyncResource.bind(() => {
      throw new Error('boom');
    });
    expect(bound).toThrow('boom');
  });

  it('refuses what is not a function, as Node does', () => {
    expect(() => new AsyncResource('test').bind('not a function' as never)).toThrow(
      expect.objectContaining({ name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' }),
    );
  });
});
