import { Button, Checkbox, Classes, FormGroup, InputGroup, ProgressBar, Switch, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import {
  CommonStatus,
  DictTypeCode,
  Permissions,
  type DeptSimpleVO,
  type UserImportResp,
  type UserSaveReq,
  type UserVO,
  isPasswordLengthOk,
  PASSWORD_LENGTH_MESSAGE,
} from '@dha/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { AppDialog } from '../../../ui/AppDialog';
import { ConfirmAlert } from '../../../ui/ConfirmAlert';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import type { Column } from '../../../ui/DataTable';
import { DictSelect } from '../../../ui/DictSelect';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { DeptSelect } from '../org/dept/DeptSelect';
import './user.css';
import {
  useAssignUserRoles,
  useExportUsers,
  useImportTemplate,
  useImportUsers,
  useResetUserPassword,
  useUnlockUser,
  useUpdateUserStatus,
  useUserList,
  useUserOptions,
  useUserRoles,
} from './queries';
import { EMPTY_USER_FILTER, userToForm, userToRequest, type UserFilter } from './user-form';
import { NewPasswordInput } from '../../../ui/NewPasswordInput';

type Options = ReturnType<typeof useUserOptions>;

/** Checkboxes of ids (posts, roles): small lists, so every choice is in sight. */
function IdChecks({
  id,
  items,
  value,
  onChange,
}: {
  id: string;
  items: Array<{ id: number; name: string }>;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <div id={id} className="dha-id-checks">
      {items.map((it) => (
        <Checkbox
          key={it.id}
          inline
          label={it.name}
          checked={value.includes(it.id)}
          onChange={(e) => onChange(e.currentTarget.checked ? [...value, it.id] : value.filter((v) => v !== it.id))}
        />
      ))}
      {!items.length && <span className={Classes.TEXT_MUTED}>无可选项</span>}
    </div>
  );
}

function UserDialog({ list, options }: { list: CrudEditing<UserVO, UserSaveReq>; options: Options }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'user', userToForm, userToRequest);
  const input = (key: 'username' | 'nickname' | 'email' | 'mobile', maxLength: number) => (
    <InputGroup id={`user-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改用户' : '新增用户'} width={620}>
      {field('username', '用户名称', input('username', 30), '4–30 位字母或数字，登录时使用')}
      {field('nickname', '用户昵称', input('nickname', 30))}
      {!row &&
        field(
          'password',
          '用户密码',
          <NewPasswordInput id="user-password" value={f.password} onChange={(password) => set({ password })} />,
        )}
      {field(
        'deptId',
        '归属部门',
        <DeptSelect id="user-deptId" value={f.deptId} onChange={(deptId) => set({ deptId })} depts={options.depts} />,
      )}
      {field(
        'postIds',
        '岗位',
        <IdChecks id="user-postIds" items={options.posts} value={f.postIds} onChange={(postIds) => set({ postIds })} />,
      )}
      {!row &&
        field(
          'roleIds',
          '角色',
          <IdChecks id="user-roleIds" items={options.roles} value={f.roleIds} onChange={(roleIds) => set({ roleIds })} />,
        )}
      {field('mobile', '手机号码', input('mobile', 11))}
      {field('email', '邮箱', input('email', 50))}
      {field(
        'sex',
        '用户性别',
        <DictSelect id="user-sex" type={DictTypeCode.USER_SEX} value={f.sex} onChange={(sex) => set({ sex })} allLabel="未知" />,
      )}
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

/** 重置密码: the admin sets a password; the user must choose a new one at the next sign-in. */
function ResetPasswordDialog({ user, onClose }: { user: UserVO | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const reset = useResetUserPassword(onClose);
  useEffect(() => {
    setPassword('');
    setError('');
  }, [user]);
  return (
    <FormDialog
      isOpen={!!user}
      title={`重置密码：${user?.username ?? ''}`}
      busy={reset.isPending}
      onClose={onClose}
      onSubmit={() => {
        if (!isPasswordLengthOk(password)) return setError(PASSWORD_LENGTH_MESSAGE);
        reset.mutate({ id: user!.id, password });
      }}
    >
      <FormGroup
        label="新密码"
        labelFor="reset-password"
        intent={error ? 'danger' : undefined}
        helperText={error || '用户下次登录后须先修改密码；其登录锁定一并解除'}
      >
        <NewPasswordInput id="reset-password" value={password} onChange={setPassword} />
      </FormGroup>
    </FormDialog>
  );
}

/** 分配角色 of one user. */
function AssignRolesDialog({ user, roles, onClose }: { user: UserVO | null; roles: Options['roles']; onClose: () => void }) {
  const current = useUserRoles(user?.id ?? null);
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const assign = useAssignUserRoles(onClose);
  useEffect(() => setRoleIds(current.data ?? []), [current.data]);
  return (
    <FormDialog
      isOpen={!!user}
      title={`分配角色：${user?.username ?? ''}`}
      busy={assign.isPending}
      onClose={onClose}
      onSubmit={() => assign.mutate({ userId: user!.id, roleIds })}
    >
      <FormGroup label="角色" labelFor="assign-roleIds">
        <IdChecks id="assign-roleIds" items={roles} value={roleIds} onChange={setRoleIds} />
      </FormGroup>
    </FormDialog>
  );
}

/** The dry-run (or refused) report of an import. */
function ImportReport({ report }: { report: UserImportResp }) {
  const failures = Object.entries(report.failureUsernames);
  return (
    <div className="dha-import-report" aria-label="导入检查结果">
      <p>
        新增 {report.createUsernames.length} 个，更新 {report.updateUsernames.length} 个，失败 {failures.length} 个
        {report.imported ? '（已导入）' : '（未写入任何数据）'}
      </p>
      {!!report.createUsernames.length && <p>新增：{report.createUsernames.join('、')}</p>}
      {!!report.updateUsernames.length && <p>更新：{report.updateUsernames.join('、')}</p>}
      {!!failures.length && (
        <ul>
          {failures.map(([username, reason]) => (
            <li key={username} className={Classes.INTENT_DANGER}>
              {username}：{reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 导入: template, file, a dry run whose report must be clean, then the import itself (all or nothing). */
function ImportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [report, setReport] = useState<UserImportResp | null>(null);
  const template = useImportTemplate();
  const importer = useImportUsers();
  useEffect(() => {
    if (isOpen) {
      setFile(null);
      setReport(null);
      setUpdateSupport(false);
    }
  }, [isOpen]);
  const run = (dryRun: boolean) =>
    file && importer.mutate({ file, updateSupport, dryRun }, { onSuccess: (r) => (r.imported ? onClose() : setReport(r)) });
  const checked = report && !report.imported && !Object.keys(report.failureUsernames).length;
  return (
    <AppDialog isOpen={isOpen} title="用户导入" onClose={() => !importer.isPending && onClose()} style={{ width: 560 }}>
      <div className={Classes.DIALOG_BODY}>
        <p>
          先下载模板填写，选择文件后“检查”，检查无误再“导入”；有任何一行错误时不会写入数据。
          <Button variant="minimal" intent="primary" text="下载模板" loading={template.isPending} onClick={() => template.mutate()} />
        </p>
        <FormGroup label="导入文件" labelFor="import-file">
          <input
            id="import-file"
            type="file"
            accept=".xlsx"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </FormGroup>
        <Checkbox
          label="更新已存在的用户"
          checked={updateSupport}
          onChange={(e) => {
            setUpdateSupport(e.currentTarget.checked);
            setReport(null);
          }}
        />
        {importer.isPending && <ProgressBar intent="primary" aria-label="导入中" />}
        {report && <ImportReport report={report} />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="取消" disabled={importer.isPending} onClick={onClose} />
          <Button text="检查" disabled={!file || importer.isPending} onClick={() => run(true)} />
          <Button intent="primary" text="导入" disabled={!checked || importer.isPending} onClick={() => run(false)} />
        </div>
      </div>
    </AppDialog>
  );
}

/** The department tree: a click filters the list by that department and the ones below it. */
function DeptTree({ depts, selected, onSelect }: { depts: DeptSimpleVO[]; selected: string; onSelect: (deptId: string) => void }) {
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const nodes = useMemo(() => {
    const ids = new Set(depts.map((d) => d.id));
    const build = (parentId: number): TreeNodeInfo[] =>
      depts
        .filter((d) => (ids.has(d.parentId) ? d.parentId : 0) === parentId && d.id !== parentId)
        .map((d) => {
          const childNodes = build(d.id);
          return {
            id: d.id,
            label: d.name,
            isSelected: String(d.id) === selected,
            isExpanded: !collapsed.has(d.id),
            icon: 'office' as const,
            ...(childNodes.length ? { childNodes } : {}),
          };
        });
    return build(0);
  }, [depts, selected, collapsed]);
  const toggle = (id: number, open: boolean) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <aside className="dha-user-dept-tree" aria-label="部门">
      <Button variant="minimal" small text="全部部门" active={selected === ''} onClick={() => onSelect('')} />
      <Tree
        contents={nodes}
        onNodeClick={(n) => onSelect(String(n.id) === selected ? '' : String(n.id))}
        onNodeExpand={(n) => toggle(Number(n.id), true)}
        onNodeCollapse={(n) => toggle(Number(n.id), false)}
      />
    </aside>
  );
}

/** `/system/user`: accounts by department (tree), name, mobile, status and creation days; create, edit, status, password, roles, delete, export, import. */
export default function UserPage() {
  const { hasAnyPermission: can } = useAccess();
  const P = Permissions.user;
  const list = useUserList();
  const options = useUserOptions();
  const exporter = useExportUsers(list.filter);
  const form = useFilterForm<UserFilter>(EMPTY_USER_FILTER, list.search);
  const [statusOf, setStatusOf] = useState<UserVO | null>(null);
  const [resetOf, setResetOf] = useState<UserVO | null>(null);
  const [rolesOf, setRolesOf] = useState<UserVO | null>(null);
  const [importing, setImporting] = useState(false);
  const status = useUpdateUserStatus(() => setStatusOf(null));
  const unlock = useUnlockUser();
  const pickDept = (deptId: string) => {
    form.set({ deptId });
    list.search({ ...form.values, deptId });
  };
  const columns: Column<UserVO>[] = [
    { key: 'id', title: '用户编号', render: (u) => u.id, width: 90 },
    { key: 'username', title: '用户名称', render: (u) => u.username },
    { key: 'nickname', title: '用户昵称', render: (u) => u.nickname },
    { key: 'deptName', title: '部门', render: (u) => u.deptName ?? '' },
    { key: 'mobile', title: '手机号码', render: (u) => u.mobile ?? '' },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (u) => (
        <Switch
          aria-label={`${u.username} 状态`}
          checked={u.status === CommonStatus.ENABLE}
          disabled={!can(P.update)}
          onChange={() => setStatusOf(u)}
        />
      ),
    },
    { key: 'createTime', title: '创建时间', render: (u) => formatDateTime(u.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (u) => (
        <CrudRowActions row={u} list={list} canUpdate={can(P.update)} canDelete={can(P.delete)}>
          <HasPermi value={[P.updatePassword]}>
            <Button size="small" variant="minimal" intent="primary" text="重置密码" onClick={() => setResetOf(u)} />
          </HasPermi>
          <HasPermi value={[P.updatePassword]}>
            <Button size="small" variant="minimal" intent="primary" text="解锁" onClick={() => unlock.mutate(u.id)} />
          </HasPermi>
          <HasPermi value={[P.assignRole]}>
            <Button size="small" variant="minimal" intent="primary" text="分配角色" onClick={() => setRolesOf(u)} />
          </HasPermi>
        </CrudRowActions>
      ),
    },
  ];
  const enabling = statusOf?.status !== CommonStatus.ENABLE;
  return (
    <div className="dha-user-page">
      <DeptTree depts={options.depts} selected={form.values.deptId} onSelect={pickDept} />
      <div className="dha-user-list">
        <CrudListPage
          title="用户管理"
          list={list}
          canCreate={can(P.create)}
          filters={
            <FilterBar {...form.bar}>
              <FilterField id="uf-username" label="用户名称" maxLength={30} {...form.bind('username')} />
              <FilterField id="uf-mobile" label="手机号码" maxLength={11} {...form.bind('mobile')} />
              <FilterField id="uf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
              <CreatedRangeField id="uf-created" form={form} />
              <HasPermi value={[P.import]}>
                <Button icon="upload" text="导入" onClick={() => setImporting(true)} />
              </HasPermi>
              <HasPermi value={[P.export]}>
                <ExportButton exporter={exporter} />
              </HasPermi>
            </FilterBar>
          }
          columns={columns}
          dialog={<UserDialog list={list} options={options} />}
          describe={(u) => `用户「${u.username}」`}
          deleteWarning="其登录会话随即结束。"
        />
      </div>
      <ConfirmAlert
        isOpen={!!statusOf}
        intent={enabling ? 'primary' : 'danger'}
        confirmText={enabling ? '启用' : '停用'}
        loading={status.isPending}
        onCancel={() => setStatusOf(null)}
        onConfirm={() => statusOf && status.mutate({ id: statusOf.id, status: enabling ? CommonStatus.ENABLE : CommonStatus.DISABLE })}
      >
        确定{enabling ? '启用' : '停用'}用户「{statusOf?.username}」吗？{enabling ? '' : '停用后其登录会话立即结束。'}
      </ConfirmAlert>
      <ResetPasswordDialog user={resetOf} onClose={() => setResetOf(null)} />
      <AssignRolesDialog user={rolesOf} roles={options.roles} onClose={() => setRolesOf(null)} />
      <ImportDialog isOpen={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
