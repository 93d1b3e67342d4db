import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { menuIcon } from '../menu-icons';
import { splitTopNav } from './split-top-nav';
import type { TopNavItem, TopNavState } from './useTopNav';

/**
 * The top navigation replacing the breadcrumb when `topNav` is on (spec §2): a group shows its pages in
 * the side menu, a page opens, an external link opens in a new window.
 */
export function TopNav({ nav }: { nav: TopNavState }) {
  const navigate = useNavigate();
  const { visible, more } = splitTopNav(nav.items, nav.windowWidth);

  const open = (item: TopNavItem) => {
    if (item.disabled) return;
    if (item.external) {
      window.open(item.path, '_blank', 'noopener');
      return;
    }
    nav.choose(item);
    if (item.children.length === 0) navigate(item.path);
  };

  const moreChosen = more.some((i) => i.key === nav.chosen.key);
  return (
    <nav className="dha-top-nav" aria-label="顶部导航">
      {visible.map((item) => (
        <Button
          key={item.key}
          variant="minimal"
          className="dha-top-nav-item"
          icon={menuIcon(item.icon, item.children.length > 0)}
          text={item.title}
          active={item.key === nav.chosen.key}
          aria-current={item.key === nav.chosen.key ? 'true' : undefined}
          disabled={item.disabled}
          onClick={() => open(item)}
        />
      ))}
      {more.length > 0 && (
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu>
              {more.map((item) => (
                <MenuItem
                  key={item.key}
                  icon={menuIcon(item.icon, item.children.length > 0)}
                  text={item.title}
                  active={item.key === nav.chosen.key}
                  disabled={item.disabled}
                  onClick={() => open(item)}
                />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" className="dha-top-nav-item" endIcon="caret-down" text="更多" active={moreChosen} />
        </PopoverNext>
      )}
    </nav>
  );
}
