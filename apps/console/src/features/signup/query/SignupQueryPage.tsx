import { Button } from '@blueprintjs/core';
import { hasAnyPermission, Permissions } from '@dha/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../api/http';
import { useSession } from '../../../auth/session';
import { DataTable } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { qk, signupApi } from '../api';
import { signupColumns } from '../signup/signup-columns';
import { emptySignupFilter, signupFilterToParams, signupPageParams } from '../signup/signup-filter';
import { SignupFilterBar } from '../signup/SignupFilterBar';

/** `/course/signup-query`: search over signups in any status, with 导出 Excel. */
export default function SignupQueryPage() {
  const session = useSession();
  const defaults = emptySignupFilter();
  const paging = usePaging(defaults);
  const list = useQuery({
    queryKey: [...qk.signups, 'page', 'query', paging.filter, paging.pageNo, paging.pageSize],
    queryFn: () => signupApi.page(signupPageParams(paging.filter, paging.pageNo, paging.pageSize)),
    placeholderData: keepPreviousData,
  });
  const exporter = useMutation({
    mutationFn: () => signupApi.exportExcel(signupFilterToParams(paging.filter)),
    onSuccess: (blob) => saveBlob(blob, `报名记录-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
  const canExport = hasAnyPermission(session.permissions, [Permissions.signup.export]);
  return (
    <PageFrame
      title="报名查询"
      actions={
        canExport && (
          <Button
            icon="download"
            text="导出 Excel"
            loading={exporter.isPending}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate()}
          />
        )
      }
    >
      <SignupFilterBar initial={defaults} defaults={defaults} onSearch={paging.search} />
      <DataTable columns={signupColumns({ user: session })} rows={list.data?.list} loading={list.isLoading} />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
    </PageFrame>
  );
}
