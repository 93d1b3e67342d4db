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
} as const;
