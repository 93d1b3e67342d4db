import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import {
  DictTypeCode,
  Permissions,
  SUPPORTED_PAY_CHANNELS,
  type PayAppPageItemVO,
  type PayAppSaveReq,
  type PayChannelSaveReq,
} from '@dha/contracts';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../auth/session';
import { DictTag, getDictLabel } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { NameFilterBar } from '../../../ui/FilterBar';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { formResult, type FormResult } from '../../../ui/form-result';
import { StatusRadios, useCrudForm } from '../../../ui/useCrudForm';
import type { CrudEditing } from '../../../ui/useCrudList';
import { usePayAppList, usePayChannel, useSavePayChannel } from '../queries';
import { configFieldsOf, configOf } from './channel-config';

interface AppForm {
  id?: number;
  appKey: string;
  name: string;
  status: string;
  remark: string;
  orderNotifyUrl: string;
  refundNotifyUrl: string;
}

const toForm = (a: PayAppPageItemVO | null): AppForm =>
  a
    ? {
        id: a.id,
        appKey: a.appKey,
        name: a.name,
        status: String(a.status),
        remark: a.remark ?? '',
        orderNotifyUrl: a.orderNotifyUrl,
        refundNotifyUrl: a.refundNotifyUrl,
      }
    : { appKey: '', name: '', status: '0', remark: '', orderNotifyUrl: '', refundNotifyUrl: '' };

const URL = /^(https?:\/\/\S+)?$/;

function toRequest(f: AppForm): FormResult<PayAppSaveReq> {
  const errors: Record<string, string> = {};
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(f.appKey.trim())) errors.appKey = '请输入应用标识：字母、数字、- 和 _';
  if (!f.name.trim()) errors.name = '请输入应用名';
  if (!URL.test(f.orderNotifyUrl.trim())) errors.orderNotifyUrl = '请输入 http(s) 地址';
  if (!URL.test(f.refundNotifyUrl.trim())) errors.refundNotifyUrl = '请输入 http(s) 地址';
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    appKey: f.appKey.trim(),
    name: f.name.trim(),
    status: Number(f.status),
    remark: f.remark.trim() || null,
    orderNotifyUrl: f.orderNotifyUrl.trim(),
    refundNotifyUrl: f.refundNotifyUrl.trim(),
  }));
}

function AppDialog({ list }: { list: CrudEditing<PayAppPageItemVO, PayAppSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'pa', toForm, toRequest);
  return (
    <FormDialog {...dialog} title={row ? '修改支付应用' : '新增支付应用'}>
      {field(
        'name',
        '应用名',
        <InputGroup id="pa-name" value={f.name} maxLength={64} onChange={(e) => set({ name: e.currentTarget.value })} />,
      )}
      {field(
        'appKey',
        '应用标识',
        <InputGroup id="pa-appKey" value={f.appKey} maxLength={64} onChange={(e) => set({ appKey: e.currentTarget.value })} />,
      )}
      {field(
        'orderNotifyUrl',
        '支付结果的回调地址',
        <InputGroup
          id="pa-orderNotifyUrl"
          value={f.orderNotifyUrl}
          maxLength={1024}
          onChange={(e) => set({ orderNotifyUrl: e.currentTarget.value })}
        />,
        '留空：只通过领域事件通知（如课程费用）',
      )}
      {field(
        'refundNotifyUrl',
        '退款结果的回调地址',
        <InputGroup
          id="pa-refundNotifyUrl"
          value={f.refundNotifyUrl}
          maxLength={1024}
          onChange={(e) => set({ refundNotifyUrl: e.currentTarget.value })}
        />,
      )}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {textArea('remark', '备注', 255)}
    </FormDialog>
  );
}

/** The configuration of one channel of an app (upstream's alipay/weixin/none channel forms). */
function ChannelDialog({ target, onClose }: { target: { app: PayAppPageItemVO; code: string } | null; onClose: () => void }) {
  const open = !!target;
  const channel = usePayChannel(target?.app.id ?? 0, target?.code ?? '', open);
  const save = useSavePayChannel(onClose);
  const [values, setValues] = useState<Record<string, string>>({});
  const [feeRate, setFeeRate] = useState('0');
  const [status, setStatus] = useState('0');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const fields = configFieldsOf(target?.code ?? '');
  useEffect(() => {
    const c = channel.data;
    const config = c ? (JSON.parse(c.config) as Record<string, unknown>) : {};
    setValues(Object.fromEntries(fields.map((f) => [f.key, String(config[f.key] ?? '')])));
    setFeeRate(String(c?.feeRate ?? 0));
    setStatus(String(c?.status ?? 0));
    setRemark(c?.remark ?? '');
    setError('');
    // refilled when the channel read arrives
  }, [channel.data, target?.code]);
  const submit = () => {
    const rate = Number(feeRate);
    if (!/^\d+(\.\d+)?$/.test(feeRate.trim()) || rate > 100) return setError('渠道费率是 0 到 100 之间的百分数');
    const req: PayChannelSaveReq = {
      ...(channel.data ? { id: channel.data.id } : {}),
      appId: target!.app.id,
      code: target!.code,
      status: Number(status),
      feeRate: rate,
      remark: remark.trim() || null,
      config: JSON.stringify(configOf(target!.code, values)),
    };
    save.mutate(req);
  };
  return (
    <FormDialog
      isOpen={open}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      title={`${target ? getDictLabel(DictTypeCode.PAY_CHANNEL_CODE, target.code) : ''}：渠道配置`}
      width={640}
    >
      <FormGroup label="渠道费率（%）" labelFor="pc-feeRate" intent={error ? 'danger' : undefined} helperText={error || undefined}>
        <InputGroup id="pc-feeRate" value={feeRate} inputMode="decimal" onChange={(e) => setFeeRate(e.currentTarget.value)} />
      </FormGroup>
      {fields.map((f) => (
        <FormGroup key={f.key} label={f.label} labelFor={`pc-${f.key}`} helperText={f.help}>
          {f.multiline ? (
            <TextArea
              id={`pc-${f.key}`}
              fill
              rows={4}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
            />
          ) : (
            <InputGroup
              id={`pc-${f.key}`}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
            />
          )}
        </FormGroup>
      ))}
      {!fields.length && <p className="bp6-text-muted">该渠道无需配置。</p>}
      <StatusRadios value={status} onChange={setStatus} />
      <FormGroup label="备注" labelFor="pc-remark">
        <TextArea id="pc-remark" fill rows={2} maxLength={255} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}

/** 商户信息 / 支付应用 (`pay/merchant/index`, `pay/app/index`): apps, and per app a column per channel code to configure it. */
export default function PayAppPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = usePayAppList();
  const [channelOf, setChannelOf] = useState<{ app: PayAppPageItemVO; code: string } | null>(null);
  const canConfigure = can(Permissions.payChannel.create, Permissions.payChannel.update);
  const columns: Column<PayAppPageItemVO>[] = [
    { key: 'id', title: '应用编号', render: (a) => a.id, width: 80 },
    { key: 'name', title: '应用名', render: (a) => a.name },
    { key: 'appKey', title: '应用标识', render: (a) => a.appKey },
    { key: 'status', title: '开启状态', render: (a) => <DictTag type={DictTypeCode.COMMON_STATUS} value={a.status} /> },
    ...SUPPORTED_PAY_CHANNELS.map((code): Column<PayAppPageItemVO> => ({
      key: `channel-${code}`,
      title: getDictLabel(DictTypeCode.PAY_CHANNEL_CODE, code),
      render: (a) => {
        const has = a.channelCodes.includes(code);
        return (
          <Button
            size="small"
            variant="minimal"
            intent={has ? 'success' : undefined}
            icon={has ? 'tick' : 'cross'}
            disabled={!canConfigure}
            aria-label={`${a.name} ${code} 配置`}
            onClick={() => setChannelOf({ app: a, code })}
          />
        );
      },
    })),
    { key: 'createTime', title: '创建时间', render: (a) => formatDateTime(a.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (a) => (
        <CrudRowActions row={a} list={list} canUpdate={can(Permissions.payApp.update)} canDelete={can(Permissions.payApp.delete)} />
      ),
    },
  ];
  return (
    <>
      <CrudListPage
        title="支付应用"
        list={list}
        canCreate={can(Permissions.payApp.create)}
        filters={
          <NameFilterBar label="应用名" inputId="paf-name" maxLength={64} onSearch={(name) => list.search({ ...list.filter, name })} />
        }
        columns={columns}
        dialog={<AppDialog list={list} />}
        describe={(a) => `支付应用「${a.name}」`}
      />
      <ChannelDialog target={channelOf} onClose={() => setChannelOf(null)} />
    </>
  );
}
