import { Button, Classes, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuRoutesOf } from '../../../app/menu-routes';
import { useSession } from '../../../auth/session';
import { AppDialog } from '../../../ui/AppDialog';
import { breadcrumbText, routeSearcher, searchPool, type SearchEntry } from './route-search';
import './search.css';

/** Ctrl+K (⌘K on a Mac) opens the search from anywhere. */
const isSearchShortcut = (e: globalThis.KeyboardEvent): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault(); // the browser's own Ctrl+K (search bar)
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** spec §2 Search: the menu search of the top bar, by its icon or Ctrl+K / ⌘K. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const openSearch = useMemo(() => () => setOpen(true), []);
  useSearchShortcut(openSearch);
  return (
    <>
      <Button variant="minimal" icon="search" aria-label="搜索菜单" title="搜索菜单 (Ctrl+K)" onClick={openSearch} />
      {/* mounted while open: every opening starts with an empty query */}
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SearchDialog({ onClose }: { onClose: () => void }) {
  const { menus } = useSession();
  const navigate = useNavigate();
  const search = useMemo(() => routeSearcher(searchPool(menuRoutesOf(menus))), [menus]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => search(query), [search, query]);

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    onClose();
    // spec §2: external http(s) links open in a new window
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // typing Chinese: the keys belong to the input method
    const move = (step: number) => {
      e.preventDefault();
      if (results.length) setActive((i) => (i + step + results.length) % results.length);
    };
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]);
    }
  };

  return (
    <AppDialog isOpen onClose={onClose} title="搜索菜单" icon="search" className="dha-search-dialog" canEscapeKeyClose>
      <div className={Classes.DIALOG_BODY}>
        <InputGroup
          autoFocus
          leftIcon="search"
          placeholder="输入菜单名称或路径"
          aria-label="搜索菜单"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="dha-search-results"
          aria-activedescendant={results.length ? `dha-search-option-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {query.trim() && !results.length ? (
          <NonIdealState icon="search" description="没有匹配的菜单" className="dha-search-empty" />
        ) : (
          <ul id="dha-search-results" role="listbox" aria-label="搜索结果" className="dha-search-results">
            {results.map((entry, i) => (
              <li
                key={entry.path}
                id={`dha-search-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={`dha-search-option${i === active ? ' dha-search-option-active' : ''}`}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => e.preventDefault() /* keep the focus in the input */}
                onClick={() => choose(entry)}
              >
                <span className="dha-search-crumb">{breadcrumbText(entry)}</span>
                <span className="dha-search-path">{entry.path}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="dha-search-hint">
          <kbd>↑</kbd> <kbd>↓</kbd> 选择 <kbd>Enter</kbd> 打开 <kbd>Esc</kbd> 关闭
        </div>
      </div>
    </AppDialog>
  );
}
