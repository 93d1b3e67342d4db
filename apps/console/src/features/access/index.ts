export { HasPermi, HasRole, IsAdmin, IsCommon, IsWechat, useHasPermi, useHasRole } from './Access';
export { isWechatBrowser, PERMI_TAG_VALUE_ERROR, ROLE_TAG_VALUE_ERROR } from './directives';
