import { AsyncResource } from 'node:async_hooks';

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * Node 20 (to 24.5) gives every function that `AsyncResource#bind` returns a deprecated `asyncResource`
 * getter and setter (DEP0172): two `util.deprecate` wrappers made on every call. NestJS binds once per
 * interceptor and once for the handler on every request, Fastify once per request body: a fifth of the
 * API's CPU per signup submission (`npm run bench:signup`). Node 24.6 stopped making them (nodejs/node#59195) and later dropped the
 * property. Where a runtime still makes them, this puts in the same bind without the property, which
 * nothing in our dependencies reads. Returns whether it did.
 */
export function installLeanAsyncResourceBind(): boolean {
  const probe = new AsyncResource('dha-bind-probe').bind(() => undefined);
  if (!Object.getOwnPropertyDescriptor(probe, 'asyncResource')) return false;
  AsyncResource.prototype.bind = function bind(this: AsyncResource, fn: AnyFunction, thisArg?: unknown) {
    return boundTo(this, fn, thisArg);
  } as AsyncResource['bind'];
  return true;
}

/** Node's bind, less the deprecated property: `fn` runs in the resource's async scope. */
function boundTo(resource: AsyncResource, fn: AnyFunction, thisArg: unknown): AnyFunction {
  if (typeof fn !== 'function') {
    throw Object.assign(new TypeError(`The "fn" argument must be of type function. Received ${typeof fn}`), {
      code: 'ERR_INVALID_ARG_TYPE',
    });
  }
  const bound =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return resource.runInAsyncScope(fn, this, ...args);
        }
      : resource.runInAsyncScope.bind(resource, fn, thisArg);
  Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, writable: false, value: fn.length });
  return bound;
}
