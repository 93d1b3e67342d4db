import { RoleCode, type UserSimpleVO } from '@dha/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fakeBackend, renderPage, signIn, type Call } from '../features/course/testing/fake-backend';
import { UserSelect, type UserSelectProps } from './UserSelect';

const user = (id: number, nickname: string, roles: string[], extra: Partial<UserSimpleVO> = {}): UserSimpleVO => ({
  id,
  username: `user${id}`,
  nickname,
  realName: null,
  mobile: null,
  roles,
  ...extra,
});

const WANG = user(11, '王老师', [RoleCode.COURSE_TEACHER], { realName: '王小明', mobile: '138****8000' });
const LI = user(12, '李老师', [RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]);
const ZHAO = user(13, '赵老师', [RoleCode.OTHER_TEACHER]);
const VISITOR = user(30, '张三', [RoleCode.COMMON], { realName: '张三丰', mobile: '139****5678' });
const ALL = [WANG, LI, ZHAO, VISITOR];

/** The server's filters over ALL, as GET /system/user/simple-list answers them. */
function lookupBackend(rows: UserSimpleVO[] = ALL) {
  return fakeBackend({
    'GET /system/user/simple-list': (c: Call) => {
      const role = c.query.get('roleCode');
      const kw = c.query.get('keyword')?.toLowerCase();
      const limit = Number(c.query.get('limit'));
      return rows
        .filter((u) => !role || u.roles.includes(role))
        .filter((u) => !kw || [u.username, u.nickname, u.realName ?? ''].some((s) => s.toLowerCase().includes(kw)))
        .slice(0, limit);
    },
  });
}

let changes: number[][] = [];
function Harness(props: Partial<UserSelectProps> & { initial?: number[] }) {
  const [value, setValue] = useState<number[]>(props.initial ?? []);
  return (
    <UserSelect
      label="老师"
      debounceMs={20}
      {...props}
      value={value}
      onChange={(ids) => {
        changes.push(ids);
        setValue(ids);
      }}
    />
  );
}

const search = () => screen.getByRole('combobox', { name: '老师' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('<UserSelect>', () => {
  beforeEach(() => {
    changes = [];
    signIn(['office_admin'], ['*:*:*']);
  });

  it('multiple, by role: one call per role code, merged by id, roles shown; clicking toggles tags', async () => {
    const server = lookupBackend();
    renderPage(<Harness multiple roleCodes={[RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]} emptyText="未指定老师" />);
    expect(screen.getByText('未指定老师')).toBeTruthy();
    expect(server.calls).toHaveLength(0); // nothing is read before the box is used

    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(3));
    const calls = server.find('GET', '/system/user/simple-list').map((c) => c.query.toString());
    expect(calls.sort()).toEqual(['limit=20&roleCode=course_teacher', 'limit=20&roleCode=other_teacher']);
    expect(options()[0]).toContain('王老师（王小明）');
    expect(options()[0]).toContain('user11 · #11 · 138****8000');
    expect(options()[0]).toContain('课程老师');
    expect(options()[1]).toContain('课程老师、其他老师');
    expect(options()[2]).toContain('赵老师');

    fireEvent.click(screen.getByRole('option', { name: /李老师/ }));
    fireEvent.click(screen.getByRole('option', { name: /王老师/ }));
    expect(changes).toEqual([[12], [12, 11]]);
    expect(screen.getByRole('option', { name: /李老师/ }).getAttribute('aria-selected')).toBe('true');
    const tags = screen.getByLabelText('已选老师');
    expect(tags.textContent).toBe('李老师王老师（王小明）');

    // clicking a chosen one again removes it; so does a tag's remove button
    fireEvent.click(screen.getByRole('option', { name: /李老师/ }));
    expect(changes.at(-1)).toEqual([11]);
    fireEvent.click(tags.querySelector('button')!);
    expect(changes.at(-1)).toEqual([]);
  });

  it('searches by the debounced, trimmed keyword; keyboard picks without submitting the form', async () => {
    const server = lookupBackend();
    const submit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderPage(
      <form onSubmit={submit}>
        <Harness multiple roleCodes={[RoleCode.COURSE_TEACHER, RoleCode.OTHER_TEACHER]} />
      </form>,
    );
    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.change(search(), { target: { value: '  赵 ' } });
    await waitFor(() => expect(options()).toHaveLength(1));
    const withKeyword = server.find('GET', '/system/user/simple-list').filter((c) => c.query.has('keyword'));
    expect(withKeyword.map((c) => c.query.get('keyword'))).toEqual(['赵', '赵']);

    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(changes).toEqual([[13]]);
    expect(submit).not.toHaveBeenCalled();
    // Backspace in the empty box removes the last tag
    fireEvent.change(search(), { target: { value: '' } });
    fireEvent.keyDown(search(), { key: 'Backspace' });
    expect(changes.at(-1)).toEqual([]);

    // ↓ moves the active row
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(changes.at(-1)).toEqual([12]);
    fireEvent.keyDown(search(), { key: 'Escape' });
    await waitFor(() => expect(options()).toHaveLength(0));
  });

  it('says when nothing matches and when only the first rows are shown', async () => {
    lookupBackend(Array.from({ length: 25 }, (_, i) => user(100 + i, `学员${i}`, [RoleCode.COMMON])));
    renderPage(<Harness />);
    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(20));
    expect(screen.getByText('只显示前一部分，请输入关键字缩小范围')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'nobody' } });
    expect(await screen.findByText('没有匹配「nobody」的用户')).toBeTruthy();
  });

  it('single: no role filter, picking replaces the choice and closes the menu; known names label preset ids', async () => {
    const server = lookupBackend();
    renderPage(<Harness initial={[99]} known={[{ id: 99, nickname: '旧老师' }]} />);
    expect(screen.getByLabelText('已选老师').textContent).toBe('旧老师');
    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(server.find('GET', '/system/user/simple-list')[0]!.query.toString()).toBe('limit=20');
    fireEvent.click(screen.getByRole('option', { name: /张三/ }));
    expect(changes).toEqual([[30]]);
    expect(screen.getByLabelText('已选老师').textContent).toBe('张三（张三丰）');
    await waitFor(() => expect(options()).toHaveLength(0));
    // the focus coming back to the box does not reopen the menu; a click does
    fireEvent.focus(search());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(options()).toHaveLength(0);
    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(4));
  });

  it('stops at max and offers only the chosen ones for removal', async () => {
    lookupBackend();
    renderPage(<Harness multiple max={1} initial={[11]} />);
    fireEvent.click(search());
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(search().getAttribute('placeholder')).toBe('最多 1 位');
    fireEvent.click(screen.getByRole('option', { name: /李老师/ }));
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByRole('option', { name: /王老师/ }));
    expect(changes).toEqual([[]]);
    await act(async () => undefined);
  });
});
