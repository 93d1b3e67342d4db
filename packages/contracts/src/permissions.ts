/**
 * Permission strings (`<module>:<resource>:<action>`) checked by the server and seeded on the menu
 * buttons, so a role's menus grant exactly these.
 */
export const Permissions = {
  course: {
    query: 'course:course:query',
    create: 'course:course:create',
    update: 'course:course:update',
    delete: 'course:course:delete',
  },
  courseType: {
    query: 'course:type:query',
    create: 'course:type:create',
    update: 'course:type:update',
    delete: 'course:type:delete',
  },
  courseCode: {
    query: 'course:code:query',
    create: 'course:code:create',
    update: 'course:code:update',
    delete: 'course:code:delete',
  },
  location: {
    query: 'course:location:query',
    create: 'course:location:create',
    update: 'course:location:update',
    delete: 'course:location:delete',
  },
  signup: {
    query: 'course:signup:query',
    review: 'course:signup:review',
    cancel: 'course:signup:cancel',
    createFor: 'course:signup:create-for',
    complete: 'course:signup:complete',
    export: 'course:signup:export',
  },
  dept: { query: 'system:dept:query', create: 'system:dept:create', update: 'system:dept:update', delete: 'system:dept:delete' },
  post: {
    query: 'system:post:query',
    create: 'system:post:create',
    update: 'system:post:update',
    delete: 'system:post:delete',
    export: 'system:post:export',
  },
  dict: {
    query: 'system:dict:query',
    create: 'system:dict:create',
    update: 'system:dict:update',
    delete: 'system:dict:delete',
    export: 'system:dict:export',
  },
  config: {
    query: 'infra:config:query',
    create: 'infra:config:create',
    update: 'infra:config:update',
    delete: 'infra:config:delete',
    export: 'infra:config:export',
  },
  notifyTemplate: {
    query: 'system:notify-template:query',
    create: 'system:notify-template:create',
    update: 'system:notify-template:update',
    delete: 'system:notify-template:delete',
    sendNotify: 'system:notify-template:send-notify',
  },
  notifyMessage: { query: 'system:notify-message:query' },
  user: {
    query: 'system:user:query',
    create: 'system:user:create',
    update: 'system:user:update',
    delete: 'system:user:delete',
    export: 'system:user:export',
    import: 'system:user:import',
    updatePassword: 'system:user:update-password',
    /** list and assign a user's roles (`/system/permission/*-user-role`) */
    assignRole: 'system:permission:assign-user-role',
  },
  role: {
    query: 'system:role:query',
    create: 'system:role:create',
    update: 'system:role:update',
    delete: 'system:role:delete',
    export: 'system:role:export',
  },
  menu: { query: 'system:menu:query', create: 'system:menu:create', update: 'system:menu:update', delete: 'system:menu:delete' },
  permission: {
    assignRoleMenu: 'system:permission:assign-role-menu',
    assignRoleDataScope: 'system:permission:assign-role-data-scope',
  },
  tenant: {
    query: 'system:tenant:query',
    create: 'system:tenant:create',
    update: 'system:tenant:update',
    delete: 'system:tenant:delete',
    export: 'system:tenant:export',
  },
  tenantPackage: {
    query: 'system:tenant-package:query',
    create: 'system:tenant-package:create',
    update: 'system:tenant-package:update',
    delete: 'system:tenant-package:delete',
  },
  operateLog: { query: 'system:operate-log:query', export: 'system:operate-log:export' },
  loginLog: { query: 'system:login-log:query', export: 'system:login-log:export' },
  oauth2Client: {
    query: 'system:oauth2-client:query',
    create: 'system:oauth2-client:create',
    update: 'system:oauth2-client:update',
    delete: 'system:oauth2-client:delete',
  },
} as const;
