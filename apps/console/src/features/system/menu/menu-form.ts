import { CommonStatus, MenuType, type MenuRespVO, type MenuSaveReq } from '@dha/contracts';
import { checkSort, formResult, type FormResult } from '../../../ui/form-result';

export interface MenuForm {
  id?: number;
  parentId: string;
  type: string;
  name: string;
  icon: string;
  path: string;
  component: string;
  componentName: string;
  permission: string;
  sort: string;
  status: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
}

export const menuToForm = (m: MenuRespVO | null, parentId = 0): MenuForm =>
  m
    ? {
        id: m.id,
        parentId: String(m.parentId),
        type: String(m.type),
        name: m.name,
        icon: m.icon === '#' ? '' : m.icon,
        path: m.path,
        component: m.component ?? '',
        componentName: m.componentName ?? '',
        permission: m.permission,
        sort: String(m.sort),
        status: String(m.status),
        visible: m.visible,
        keepAlive: m.keepAlive,
        alwaysShow: m.alwaysShow,
      }
    : {
        parentId: String(parentId),
        type: String(parentId ? MenuType.MENU : MenuType.DIR),
        name: '',
        icon: '',
        path: '',
        component: '',
        componentName: '',
        permission: '',
        sort: '0',
        status: String(CommonStatus.ENABLE),
        visible: true,
        keepAlive: true,
        alwaysShow: true,
      };

const isLink = (path: string) => /^https?:\/\//i.test(path);

/** Which fields a type shows (the upstream form): a button has no route, a directory no component. */
export function fieldsOf(type: number) {
  return {
    route: type !== MenuType.BUTTON,
    component: type === MenuType.MENU,
    permission: type !== MenuType.DIR,
  };
}

/** The form → a save request, checked as the server checks it (contract §7). */
export function menuToRequest(f: MenuForm): FormResult<MenuSaveReq> {
  const errors: Record<string, string> = {};
  const type = Number(f.type);
  const parentId = Number(f.parentId);
  const shown = fieldsOf(type);
  const name = f.name.trim();
  const path = f.path.trim();
  const component = f.component.trim();
  const componentName = f.componentName.trim();
  const permission = f.permission.trim();
  if (!name) errors.name = '请输入菜单名称';
  else if (name.length > 50) errors.name = '菜单名称最多 50 字';
  if (shown.route) {
    if (!path) errors.path = '请输入路由地址';
    else if (/\s/.test(path) || path.length > 200) errors.path = '路由地址不能含空白，最多 200 字';
    else if (!isLink(path) && parentId === 0 && !path.startsWith('/')) errors.path = '顶级菜单的路由地址必须以 / 开头';
    else if (!isLink(path) && parentId !== 0 && path.startsWith('/')) errors.path = '子菜单的路由地址不能以 / 开头';
  }
  if (shown.component) {
    if (!component && !isLink(path)) errors.component = '请输入组件路径';
    else if (component && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(component)) errors.component = '组件路径如 system/user/index';
    if (componentName && !/^[A-Za-z][A-Za-z0-9_]*$/.test(componentName)) errors.componentName = '组件名称以字母开头，如 SystemUser';
  }
  if (shown.permission && permission && !/^[a-z0-9*-]+(:[a-z0-9*-]+){1,3}$/.test(permission)) {
    errors.permission = '权限标识如 system:user:query';
  }
  checkSort(errors, f.sort);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name,
    type,
    parentId,
    sort: Number(f.sort),
    status: Number(f.status),
    permission: shown.permission ? permission : '',
    ...(shown.route ? { path, icon: f.icon.trim() || null, visible: f.visible, alwaysShow: f.alwaysShow } : {}),
    ...(shown.component ? { component: component || null, componentName: componentName || null, keepAlive: f.keepAlive } : {}),
  }));
}
