import { SetMetadata } from '@nestjs/common';

export const OPERATE_LOG_NAMES = 'auth:operate-log-names';

export interface OperateLogNames {
  /** the module column (default: the route's path without its last segment, e.g. `system/post`) */
  module?: string;
  /** the action column (default: the route's last path segment, e.g. `create`) */
  name?: string;
}

/**
 * Names a controller's (module) or a route's (module and/or action) entries in the operation log,
 * in the domain's words, e.g. `@OperateLog({ module: '岗位管理' })` on a controller and
 * `@OperateLog({ name: '创建岗位' })` on a route. Without it the names come from the path.
 */
export const OperateLog = (names: OperateLogNames): ClassDecorator & MethodDecorator => SetMetadata(OPERATE_LOG_NAMES, names);
