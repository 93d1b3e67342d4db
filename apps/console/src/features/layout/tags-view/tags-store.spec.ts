import { sessionStore } from '../../../auth/session';
import { closableAround, HOME_VIEW, lastViewPath, tagsReducer, tagsStore, type VisitedView } from './tags-store';

const view = (path: string, more: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  query: {},
  title: path.slice(1),
  meta: { title: path.slice(1) },
  ...more,
});
const A = view('/a');
const B = view('/b');
const C = view('/c');
const D = view('/d');
const paths = (views: readonly VisitedView[]) => views.map((v) => v.path);
/** Home (affixed), then A B C D */
const OPEN = [HOME_VIEW, A, B, C, D];

describe('tagsReducer (spec §4 Tabs)', () => {
  it('add appends a visited route once; a visit with another query updates its tab in place', () => {
    let views = tagsReducer([HOME_VIEW], { type: 'add', view: A });
    views = tagsReducer(views, { type: 'add', view: B });
    expect(paths(views)).toEqual(['/index', '/a', '/b']);
    const again = tagsReducer(views, { type: 'add', view: view('/a', { fullPath: '/a?page=2', query: { page: '2' } }) });
    expect(paths(again)).toEqual(['/index', '/a', '/b']);
    expect(again[1]).toMatchObject({ fullPath: '/a?page=2', query: { page: '2' } });
    expect(tagsReducer(again, { type: 'add', view: again[1]! })).toBe(again);
  });

  it('update changes an open tab and ignores a closed one; an affixed tab stays affixed', () => {
    const views = tagsReducer(OPEN, { type: 'update', view: view('/b', { title: 'B2', meta: { title: 'B2' } }) });
    expect(views[2]!.title).toBe('B2');
    expect(tagsReducer(OPEN, { type: 'update', view: view('/zzz') })).toBe(OPEN);
    const home = tagsReducer(OPEN, { type: 'update', view: { ...HOME_VIEW, fullPath: '/index?x=1', meta: { title: '首页' } } });
    expect(home[0]!.meta.affix).toBe(true);
    expect(home[0]!.fullPath).toBe('/index?x=1');
  });

  it('delete closes one tab, never an affixed one', () => {
    expect(paths(tagsReducer(OPEN, { type: 'delete', path: '/b' }))).toEqual(['/index', '/a', '/c', '/d']);
    expect(tagsReducer(OPEN, { type: 'delete', path: '/index' })).toBe(OPEN);
    expect(tagsReducer(OPEN, { type: 'delete', path: '/nowhere' })).toBe(OPEN);
  });

  it('deleteOthers keeps the tab and the affixed ones', () => {
    expect(paths(tagsReducer(OPEN, { type: 'deleteOthers', path: '/c' }))).toEqual(['/index', '/c']);
  });

  it('deleteLeft and deleteRight keep the tab, the other side and the affixed ones', () => {
    expect(paths(tagsReducer(OPEN, { type: 'deleteLeft', path: '/c' }))).toEqual(['/index', '/c', '/d']);
    expect(paths(tagsReducer(OPEN, { type: 'deleteRight', path: '/b' }))).toEqual(['/index', '/a', '/b']);
    expect(tagsReducer(OPEN, { type: 'deleteRight', path: '/d' })).toBe(OPEN);
  });

  it('deleteAll keeps only the affixed tabs, wherever they are', () => {
    const pinned = view('/pinned', { meta: { title: 'p', affix: true } });
    expect(paths(tagsReducer([HOME_VIEW, A, pinned, B], { type: 'deleteAll' }))).toEqual(['/index', '/pinned']);
  });
});

describe('closableAround (which right-click items apply)', () => {
  it('on the affixed Home tab: not itself, not its left', () => {
    expect(closableAround(OPEN, '/index')).toEqual({ current: false, others: true, left: false, right: true, all: true });
  });
  it('on the first tab after Home: nothing closable on its left', () => {
    expect(closableAround(OPEN, '/a')).toEqual({ current: true, others: true, left: false, right: true, all: true });
  });
  it('on the last tab: nothing on its right', () => {
    expect(closableAround(OPEN, '/d')).toMatchObject({ left: true, right: false });
  });
  it('with Home alone nothing closes', () => {
    expect(closableAround([HOME_VIEW], '/index')).toEqual({ current: false, others: false, left: false, right: false, all: false });
  });
});

describe('lastViewPath (after closing the active tab)', () => {
  it('goes to the last tab left, with its query', () => {
    expect(lastViewPath([HOME_VIEW, view('/b', { fullPath: '/b?x=1' })], A)).toBe('/b?x=1');
  });
  it('with none left: a Dashboard tab opens again through /redirect, anything else goes to /', () => {
    expect(lastViewPath([], view('/dashboard', { name: 'Dashboard', fullPath: '/dashboard?d=1' }))).toBe('/redirect/dashboard?d=1');
    expect(lastViewPath([], A)).toBe('/');
  });
});

describe('tagsStore', () => {
  beforeEach(() => {
    sessionStorage.clear();
    tagsStore.reset();
  });

  it('closing a tab forgets the lists remembered under it, and only those', () => {
    tagsStore.dispatch({ type: 'add', view: A });
    tagsStore.dispatch({ type: 'add', view: B });
    sessionStorage.setItem('tab-memory:/a:list', '{}');
    sessionStorage.setItem('tab-memory:/b:list', '{}');
    tagsStore.dispatch({ type: 'delete', path: '/a' });
    expect(sessionStorage.getItem('tab-memory:/a:list')).toBeNull();
    expect(sessionStorage.getItem('tab-memory:/b:list')).toBe('{}');
  });

  it('saves the tabs in sessionStorage for a reload', () => {
    tagsStore.dispatch({ type: 'add', view: A });
    expect(JSON.parse(sessionStorage.getItem('tags-view')!).views.map((v: VisitedView) => v.path)).toEqual(['/index', '/a']);
  });

  it('renew bumps the generation of a page (刷新页面)', () => {
    const before = tagsStore.generation('/a');
    tagsStore.renew('/a');
    expect(tagsStore.generation('/a')).toBe(before + 1);
    expect(tagsStore.generation('/b')).toBe(0);
  });

  it('another user signing in closes the tabs of the previous one', () => {
    tagsStore.claim(1);
    tagsStore.dispatch({ type: 'add', view: A });
    tagsStore.claim(1);
    expect(paths(tagsStore.views())).toEqual(['/index', '/a']);
    tagsStore.claim(2);
    expect(paths(tagsStore.views())).toEqual(['/index']);
  });

  it('the end of a session closes every tab', () => {
    sessionStore.apply({
      user: { id: 1, nickname: 'a', avatar: '', deptId: null },
      roles: ['super_admin'],
      permissions: [],
      menus: [],
    } as never);
    tagsStore.dispatch({ type: 'add', view: A });
    sessionStore.reset();
    expect(paths(tagsStore.views())).toEqual(['/index']);
  });
});
