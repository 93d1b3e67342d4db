import { ContextMenu, Icon, Menu, MenuItem } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLayoutSettings } from '../settings/layout-settings';
import { closableAround, lastViewPath, tagsStore, useVisitedViews, type TagsAction, type VisitedView } from './tags-store';
import './tags-view.css';

/**
 * The strip of visited pages (spec §2 "Tabs strip", §4 "Tabs"): a tab per visited named route, the
 * shown one highlighted; a click opens it, 'x' (or a middle click) closes it, a right click offers
 * 刷新页面 and the closings. Affixed tabs have no 'x' and survive every closing.
 */
export function TagsView() {
  const { tagsView } = useLayoutSettings();
  const views = useVisitedViews();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const strip = useRef<HTMLElement>(null);

  useEffect(() => {
    strip.current?.querySelector('.dha-tag.is-active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);

  if (!tagsView) return null;

  const isActive = (v: VisitedView) => v.path === pathname;
  const shownIn = (list: readonly VisitedView[]) => list.some(isActive);
  /** closes tabs; when the shown page's tab was among them, opens the last tab left (spec §4) */
  const closeAnd = (action: TagsAction, closed: VisitedView) => {
    const wasShown = shownIn(tagsStore.views());
    tagsStore.dispatch(action);
    const left = tagsStore.views();
    if (wasShown && !shownIn(left)) navigate(lastViewPath(left, closed));
  };
  const refresh = (v: VisitedView) => {
    tagsStore.renew(v.path);
    navigate(`/redirect${v.fullPath}`, { replace: true });
  };
  const closeOthers = (v: VisitedView) => {
    if (!isActive(v)) navigate(v.fullPath);
    tagsStore.dispatch({ type: 'deleteOthers', path: v.path });
  };

  const menuOf = (v: VisitedView) => {
    const can = closableAround(views, v.path);
    // focus moves into the menu when it opens, so Escape closes it whatever had the focus before
    return (
      <Menu className="dha-tags-menu" tabIndex={-1} ulRef={(el) => el?.focus({ preventScroll: true })}>
        <MenuItem icon="refresh" text="刷新页面" onClick={() => refresh(v)} />
        <MenuItem icon="cross" text="关闭当前" disabled={!can.current} onClick={() => closeAnd({ type: 'delete', path: v.path }, v)} />
        <MenuItem icon="cross-circle" text="关闭其他" disabled={!can.others} onClick={() => closeOthers(v)} />
        <MenuItem
          icon="arrow-left"
          text="关闭左侧"
          disabled={!can.left}
          onClick={() => closeAnd({ type: 'deleteLeft', path: v.path }, v)}
        />
        <MenuItem
          icon="arrow-right"
          text="关闭右侧"
          disabled={!can.right}
          onClick={() => closeAnd({ type: 'deleteRight', path: v.path }, v)}
        />
        <MenuItem icon="disable" text="关闭全部" disabled={!can.all} onClick={() => closeAnd({ type: 'deleteAll' }, v)} />
      </Menu>
    );
  };

  return (
    <nav className="dha-tags-view" aria-label="已打开的页面" ref={strip}>
      {views.map((v) => (
        <ContextMenu
          key={v.path}
          content={menuOf(v)}
          className={`dha-tag${isActive(v) ? ' is-active' : ''}`}
          data-path={v.path}
          onAuxClick={(e) => {
            // a middle click closes, as in a browser
            if (e.button === 1 && !v.meta.affix) closeAnd({ type: 'delete', path: v.path }, v);
          }}
        >
          <Link to={v.fullPath} className="dha-tag-link" aria-current={isActive(v) ? 'page' : undefined} title={v.title}>
            {v.title}
          </Link>
          {!v.meta.affix && (
            <button
              type="button"
              className="dha-tag-close"
              aria-label={`关闭 ${v.title}`}
              onClick={() => closeAnd({ type: 'delete', path: v.path }, v)}
            >
              <Icon icon="small-cross" size={12} />
            </button>
          )}
        </ContextMenu>
      ))}
    </nav>
  );
}
