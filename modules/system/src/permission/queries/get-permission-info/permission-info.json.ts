import type { AuthPermissionInfo } from '@dha/contracts';
import { SerializedEnvelope, toWire } from '@dha/server-core';

/** JSON of the shared objects the access cache hands out (the user part, the menu tree): made once per cached object. */
const jsonOfShared = new WeakMap<object, string>();

function jsonOnce(value: object): string {
  let json = jsonOfShared.get(value);
  if (json === undefined) {
    json = JSON.stringify(toWire(value));
    jsonOfShared.set(value, json);
  }
  return json;
}

/**
 * The permission-info envelope, serialized: the console loads it on every navigation, so the cached
 * user and menu tree are not walked and stringified again on every call (the caller's own roles and
 * permissions are). Byte for byte what the envelope interceptor would send.
 */
export function serializedPermissionInfo(info: AuthPermissionInfo): SerializedEnvelope {
  return new SerializedEnvelope(
    `{"code":0,"msg":"","data":{"user":${jsonOnce(info.user)},"roles":${JSON.stringify(info.roles)},"roleNames":${jsonOnce(info.roleNames ?? {})},"permissions":${JSON.stringify(
      info.permissions,
    )},"menus":${jsonOnce(info.menus)}}}`,
  );
}
