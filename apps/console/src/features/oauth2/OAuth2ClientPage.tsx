import { Button, Checkbox, Classes, Code, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import {
  DictTypeCode,
  OAuth2GrantType,
  Permissions,
  type OAuth2ClientSaveReq,
  type OAuth2ClientSecretResp,
  type OAuth2ClientVO,
} from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../auth/session';
import { DictTag } from '../../dict';
import { CrudListPage, CrudRowActions } from '../../ui/CrudListPage';
import type { Column } from '../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../ui/FilterBar';
import { FilterField } from '../../ui/FilterField';
import { formatDateTime } from '../../ui/format';
import { FormDialog } from '../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../ui/useCrudForm';
import type { CrudEditing } from '../../ui/useCrudList';
import { clientToForm, clientToRequest } from './client-form';
import { EMPTY_CLIENT_FILTER, useOAuth2ClientList } from './queries';

const P = Permissions.oauth2Client;
const GRANT_LABELS: Record<string, string> = {
  [OAuth2GrantType.AUTHORIZATION_CODE]: '授权码',
  [OAuth2GrantType.IMPLICIT]: '简化模式',
  [OAuth2GrantType.PASSWORD]: '密码模式',
  [OAuth2GrantType.CLIENT_CREDENTIALS]: '客户端模式',
  [OAuth2GrantType.REFRESH_TOKEN]: '刷新令牌',
};

function ClientDialog({ list }: { list: CrudEditing<OAuth2ClientVO, OAuth2ClientSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'oauth2-client', clientToForm, clientToRequest);
  const input = (
    key: 'clientId' | 'name' | 'logo' | 'scopes' | 'autoApproveScopes' | 'accessTokenValiditySeconds' | 'refreshTokenValiditySeconds',
    maxLength: number,
  ) => (
    <InputGroup id={`oauth2-client-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改 OAuth2 客户端' : '新增 OAuth2 客户端'}>
      {field('clientId', '客户端编号', input('clientId', 64), '字母、数字或 _ . -')}
      {field('name', '应用名', input('name', 64))}
      {field('logo', '应用图标', input('logo', 255), 'http(s) 地址，可留空')}
      {textArea('description', '应用描述', 255, 2)}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {field('accessTokenValiditySeconds', '访问令牌有效期（秒）', input('accessTokenValiditySeconds', 9))}
      {field('refreshTokenValiditySeconds', '刷新令牌有效期（秒）', input('refreshTokenValiditySeconds', 9))}
      {textArea('redirectUris', '可重定向的 URI（每行一个，完全匹配）', 2600, 3)}
      {field(
        'authorizedGrantTypes',
        '授权类型',
        <div id="oauth2-client-authorizedGrantTypes">
          {Object.entries(GRANT_LABELS).map(([grant, label]) => (
            <Checkbox
              key={grant}
              inline
              label={`${label}（${grant}）`}
              checked={f.authorizedGrantTypes.includes(grant)}
              onChange={(e) =>
                set({
                  authorizedGrantTypes: e.currentTarget.checked
                    ? [...f.authorizedGrantTypes, grant]
                    : f.authorizedGrantTypes.filter((g) => g !== grant),
                })
              }
            />
          ))}
        </div>,
      )}
      {field('scopes', '授权范围', input('scopes', 1000), '空格分隔，如 user.read user.write')}
      {field('autoApproveScopes', '自动授权范围', input('autoApproveScopes', 1000), '无需用户同意的授权范围（授权范围的子集）')}
      {row ? (
        <Checkbox
          label="重新生成客户端密钥（旧密钥与已签发的令牌立即失效）"
          checked={f.resetSecret}
          onChange={(e) => set({ resetSecret: e.currentTarget.checked })}
        />
      ) : (
        <Checkbox
          label="公开客户端（无密钥，必须使用 PKCE）"
          checked={f.publicClient}
          onChange={(e) => set({ publicClient: e.currentTarget.checked })}
        />
      )}
    </FormDialog>
  );
}

/** The secret of a client just created or reset: shown this once, never readable again. */
function SecretDialog({ shown, onClose }: { shown: OAuth2ClientSecretResp | null; onClose: () => void }) {
  return (
    <Dialog isOpen={!!shown} title="客户端密钥" onClose={onClose}>
      <DialogBody>
        <FormGroup label="客户端编号">
          <Code>{shown?.clientId}</Code>
        </FormGroup>
        <FormGroup label="客户端密钥" helperText="只显示这一次，请立即妥善保存；遗失后只能重新生成。">
          <Code className={Classes.MONOSPACE_TEXT} data-testid="oauth2-client-secret">
            {shown?.secret}
          </Code>
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="我已保存" onClick={onClose} />} />
    </Dialog>
  );
}

/** `/system/oauth2-client`: the OAuth2 clients (the upstream's system/oauth2/client page). */
export default function OAuth2ClientPage() {
  const { hasAnyPermission: can } = useAccess();
  const [secret, setSecret] = useState<OAuth2ClientSecretResp | null>(null);
  const list = useOAuth2ClientList(setSecret);
  const form = useFilterForm(EMPTY_CLIENT_FILTER, list.search, (f) => ({ ...f, name: f.name.trim() }));
  const columns: Column<OAuth2ClientVO>[] = [
    { key: 'clientId', title: '客户端编号', render: (c) => c.clientId },
    { key: 'name', title: '应用名', render: (c) => c.name },
    { key: 'grants', title: '授权类型', render: (c) => c.authorizedGrantTypes.map((g) => GRANT_LABELS[g] ?? g).join('、') },
    { key: 'scopes', title: '授权范围', render: (c) => c.scopes.join(' ') },
    { key: 'secret', title: '密钥', render: (c) => (c.hasSecret ? '有' : '公开客户端'), width: 100 },
    { key: 'status', title: '状态', render: (c) => <DictTag type={DictTypeCode.COMMON_STATUS} value={c.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (c) => formatDateTime(c.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (c) => <CrudRowActions row={c} list={list} canUpdate={can(P.update)} canDelete={can(P.delete)} />,
    },
  ];
  return (
    <>
      <CrudListPage
        title="OAuth2 客户端"
        list={list}
        canCreate={can(P.create)}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="oc-name" label="应用名" maxLength={64} {...form.bind('name')} />
            <FilterField id="oc-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
          </FilterBar>
        }
        columns={columns}
        dialog={<ClientDialog list={list} />}
        describe={(c) => `客户端「${c.name}」（其令牌将立即失效）`}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </>
  );
}
