export { HasPermi, HasRole, IsAdmin, IsWechat, useHasPermi, useHasRole } from './Access';
