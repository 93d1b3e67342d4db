import { Collapse, Icon } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { menuRoutesOf, type MenuRoute } from '../../app/menu-routes';
import { useSession } from '../../auth/session';
import { useLogoText, useOrgName } from '../../config/org';
import { HoverTip } from '../../ui/HoverTip';
import { menuIcon } from './menu-icons';
import { useLayoutSettings } from './settings/layout-settings';
import { activeChain, sidebarEntries } from './sidebar-state';

/** spec §2: titles longer than 5 characters get a tooltip. */
const TOOLTIP_MIN_CHARS = 6;

function Title({ text, collapsed }: { text: string; collapsed: boolean }) {
  if (collapsed) return null; // the item carries a native title instead
  const label = <span className="dha-menu-title">{text}</span>;
  if (text.length >= TOOLTIP_MIN_CHARS) {
    return (
      <HoverTip content={text} placement="right" className="dha-menu-title-wrap">
        {label}
      </HoverTip>
    );
  }
  return label;
}

interface ItemProps {
  route: MenuRoute;
  depth: number;
  collapsed: boolean;
  openIds: number[];
  onToggle: (depth: number, id: number) => void;
  onExpand: () => void;
  onNavigate?: () => void;
}

function MenuEntry({ route, depth, collapsed, openIds, onToggle, onExpand, onNavigate }: ItemProps) {
  const children = sidebarEntries(route.children);
  const indent = { paddingLeft: collapsed ? undefined : 16 + depth * 16 };
  const icon = <Icon icon={menuIcon(route.icon, children.length > 0)} className="dha-menu-icon" />;

  if (children.length > 0) {
    const open = openIds[depth] === route.id && !collapsed;
    return (
      <li>
        <button
          type="button"
          className="dha-menu-item dha-menu-group"
          title={collapsed ? route.title : undefined}
          style={indent}
          aria-expanded={open}
          onClick={() => {
            if (collapsed) onExpand();
            onToggle(depth, route.id);
          }}
        >
          {icon}
          <Title text={route.title} collapsed={collapsed} />
          {!collapsed && <Icon icon={open ? 'chevron-up' : 'chevron-down'} className="dha-menu-caret" />}
        </button>
        <Collapse isOpen={open} keepChildrenMounted={false}>
          <ul className="dha-menu-list">
            {children.map((c) => (
              <MenuEntry
                key={c.id}
                route={c}
                depth={depth + 1}
                collapsed={collapsed}
                openIds={openIds}
                onToggle={onToggle}
                onExpand={onExpand}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </Collapse>
      </li>
    );
  }
  if (route.external) {
    return (
      <li>
        <a
          className="dha-menu-item"
          style={indent}
          href={route.fullPath}
          target="_blank"
          rel="noopener noreferrer"
          title={collapsed ? route.title : undefined}
        >
          {icon}
          <Title text={route.title} collapsed={collapsed} />
        </a>
      </li>
    );
  }
  if (!route.page) {
    // the server lists the menu but this console has no page for its component yet: shown, not clickable
    return (
      <li>
        <span className="dha-menu-item dha-menu-disabled" style={indent} aria-disabled="true" title={`${route.title}（暂未开放）`}>
          {icon}
          <span className="dha-menu-title">{collapsed ? '' : route.title}</span>
        </span>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={route.fullPath}
        className={({ isActive }) => `dha-menu-item${isActive ? ' dha-menu-active' : ''}`}
        style={indent}
        title={collapsed ? route.title : undefined}
        end
        onClick={onNavigate}
      >
        {icon}
        <Title text={route.title} collapsed={collapsed} />
      </NavLink>
    </li>
  );
}

/**
 * Sidebar: organisation logo (when `sidebarLogo` is on) + a menu tree (nested, one group open per level):
 * the server's whole menu with the home entry, or the entries the top navigation chose (`routes`).
 */
export function Sidebar({
  collapsed,
  onExpand,
  onNavigate,
  routes,
}: {
  collapsed: boolean;
  onExpand: () => void;
  onNavigate?: () => void;
  routes?: readonly MenuRoute[];
}) {
  const { menus } = useSession();
  const { sidebarLogo, sideTheme } = useLayoutSettings();
  const orgName = useOrgName();
  const logoText = useLogoText();
  const { pathname } = useLocation();
  const tree = useMemo(() => sidebarEntries(routes ?? menuRoutesOf(menus)), [routes, menus]);
  const [openIds, setOpenIds] = useState<number[]>(() => activeChain(tree, pathname));

  useEffect(() => {
    const chain = activeChain(tree, pathname);
    if (chain.length > 1) setOpenIds(chain.slice(0, -1));
  }, [tree, pathname]);

  const onToggle = (depth: number, id: number) =>
    setOpenIds((ids) => (ids[depth] === id && !collapsed ? ids.slice(0, depth) : [...ids.slice(0, depth), id]));

  return (
    <nav className={`dha-sidebar dha-${sideTheme}${collapsed ? ' dha-sidebar-collapsed' : ''}`} aria-label="主菜单">
      {sidebarLogo && (
        <NavLink to="/index" className="dha-sidebar-logo" title={orgName} onClick={onNavigate}>
          {/* configured texts are rendered as text (React escapes them), never as HTML */}
          <span className="dha-sidebar-logo-mark" aria-hidden="true">
            {logoText}
          </span>
          {!collapsed && <span className="dha-sidebar-logo-text">{orgName}</span>}
        </NavLink>
      )}
      <ul className="dha-menu-list">
        {!routes && (
          <li>
            <NavLink
              to="/index"
              onClick={onNavigate}
              className={({ isActive }) => `dha-menu-item${isActive ? ' dha-menu-active' : ''}`}
              title={collapsed ? '首页' : undefined}
              style={{ paddingLeft: collapsed ? undefined : 16 }}
            >
              <Icon icon="home" className="dha-menu-icon" />
              <Title text="首页" collapsed={collapsed} />
            </NavLink>
          </li>
        )}
        {tree.map((r) => (
          <MenuEntry
            key={r.id}
            route={r}
            depth={0}
            collapsed={collapsed}
            openIds={openIds}
            onToggle={onToggle}
            onExpand={onExpand}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}
