import { Button, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type PayWalletVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { FormDialog } from '../../../ui/FormDialog';
import { centsToYuan, formatDateTime } from '../../../ui/format';
import { PayDetailDialog } from '../PayDetailTable';
import { usePayWalletList, useUpdateWalletBalance, useWalletTransactions } from '../queries';

const SIGNED_YUAN = /^-?\d{1,7}(\.\d{1,2})?$/;

function BalanceDialog({ wallet, onClose }: { wallet: PayWalletVO | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const update = useUpdateWalletBalance(() => {
    setAmount('');
    onClose();
  });
  const submit = () => {
    const s = amount.trim();
    if (!SIGNED_YUAN.test(s) || Number(s) === 0) return setError('请输入调整金额（元，可为负数，最多两位小数）');
    const [int, frac = ''] = s.replace('-', '').split('.');
    const cents = Number(int) * 100 + Number(frac.padEnd(2, '0'));
    update.mutate({ userId: wallet!.userId, balance: s.startsWith('-') ? -cents : cents });
  };
  return (
    <FormDialog isOpen={!!wallet} busy={update.isPending} onClose={onClose} onSubmit={submit} title="调整余额">
      <p>
        {wallet?.nickname ?? wallet?.username}：当前余额 ￥{centsToYuan(wallet?.balance)}
      </p>
      <FormGroup
        label="调整金额（元）"
        labelFor="pw-amount"
        intent={error ? 'danger' : undefined}
        helperText={error || '正数增加，负数扣减；余额不能低于 0'}
      >
        <InputGroup id="pw-amount" value={amount} inputMode="decimal" onChange={(e) => (setAmount(e.currentTarget.value), setError(''))} />
      </FormGroup>
    </FormDialog>
  );
}

function Transactions({ wallet, onClose }: { wallet: PayWalletVO | null; onClose: () => void }) {
  const { data } = useWalletTransactions(wallet?.id ?? null);
  return (
    <PayDetailDialog
      title="钱包交易记录"
      rows={
        wallet
          ? [
              ['用户', `${wallet.nickname ?? ''}（${wallet.username ?? wallet.userId}）`],
              ['余额', `￥${centsToYuan(wallet.balance)}`],
            ]
          : null
      }
      onClose={onClose}
    >
      <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }} aria-label="交易记录">
        <thead>
          <tr>
            <th>交易单号</th>
            <th>类型</th>
            <th>标题</th>
            <th>金额</th>
            <th>余额</th>
            <th>时间</th>
          </tr>
        </thead>
        <tbody>
          {(data?.list ?? []).map((t) => (
            <tr key={t.id}>
              <td>{t.no}</td>
              <td>
                <DictTag type={DictTypeCode.PAY_WALLET_BIZ_TYPE} value={t.bizType} />
              </td>
              <td>{t.title}</td>
              <td>{`${t.price > 0 ? '+' : ''}${centsToYuan(t.price)}`}</td>
              <td>{centsToYuan(t.balance)}</td>
              <td>{formatDateTime(t.createTime)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </PayDetailDialog>
  );
}

/** 钱包余额 (`pay/wallet/balance/index`): every wallet, its transactions, and balance adjustments by hand. */
export default function PayWalletPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = usePayWalletList();
  const [adjusting, setAdjusting] = useState<PayWalletVO | null>(null);
  const [shown, setShown] = useState<PayWalletVO | null>(null);
  const form = useFilterForm({ userId: '', createdFrom: '', createdTo: '' }, list.search);
  const columns: Column<PayWalletVO>[] = [
    { key: 'id', title: '编号', render: (w) => w.id, width: 70 },
    { key: 'user', title: '用户', render: (w) => `${w.nickname ?? ''}（${w.username ?? w.userId}）` },
    { key: 'balance', title: '余额', render: (w) => `￥${centsToYuan(w.balance)}` },
    { key: 'totalExpense', title: '累计支出', render: (w) => `￥${centsToYuan(w.totalExpense)}` },
    { key: 'totalRecharge', title: '累计充值', render: (w) => `￥${centsToYuan(w.totalRecharge)}` },
    { key: 'createTime', title: '创建时间', render: (w) => formatDateTime(w.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (w) => (
        <div className="dha-row-actions">
          <Button size="small" variant="minimal" intent="primary" text="交易记录" onClick={() => setShown(w)} />
          {can(Permissions.payWallet.updateBalance) && (
            <Button size="small" variant="minimal" intent="primary" text="调整余额" onClick={() => setAdjusting(w)} />
          )}
        </div>
      ),
    },
  ];
  return (
    <CrudListPage
      title="钱包余额"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="pw-user" label="用户编号" maxLength={10} {...form.bind('userId')} />
          <CreatedRangeField id="pw-from" label="创建时间" form={form} />
        </FilterBar>
      }
      columns={columns}
      emptyText="没有钱包"
      dialog={
        <>
          <BalanceDialog wallet={adjusting} onClose={() => setAdjusting(null)} />
          <Transactions wallet={shown} onClose={() => setShown(null)} />
        </>
      }
      describe={(w) => `钱包 ${w.id}`}
    />
  );
}
