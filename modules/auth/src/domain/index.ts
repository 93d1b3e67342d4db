export * from './tenant.entity';
export * from './user.entity';
export * from './role.entity';
export * from './menu.entity';
export * from './user-role.entity';
export * from './role-menu.entity';
export * from './tokens.entity';
