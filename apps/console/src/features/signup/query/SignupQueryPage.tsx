import { ExportButton } from '../../../ui/ExportButton';

import { Permissions } from '@dha/contracts';
import { useSession } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DataTable } from '../../../ui/DataTable';
import { PageFrame } from '../../../ui/PageFrame';
import { Pager } from '../../../ui/Pager';
import { usePaging } from '../../../ui/usePaging';
import { useExportSignups, useSignupPage } from '../queries';
import { signupColumns } from '../shared/signup-columns';
import { emptySignupFilter } from '../shared/signup-filter';
import { SignupFilterBar } from '../shared/SignupFilterBar';

/** `/course/signup-query`: search over signups in any status, with 导出 Excel. */
export default function SignupQueryPage() {
  const session = useSession();
  const defaults = emptySignupFilter();
  const paging = usePaging(defaults);
  const list = useSignupPage('query', paging);
  const exporter = useExportSignups(paging.filter);
  return (
    <PageFrame
      title="报名查询"
      actions={
        <HasPermi value={[Permissions.signup.export]}>
          <ExportButton exporter={exporter} text="导出 Excel" />
        </HasPermi>
      }
    >
      <SignupFilterBar initial={defaults} defaults={defaults} onSearch={paging.search} />
      <DataTable columns={signupColumns({ user: session })} rows={list.data?.list} loading={list.isLoading} />
      <Pager pageNo={paging.pageNo} pageSize={paging.pageSize} total={list.data?.total ?? 0} onChange={paging.changePage} />
    </PageFrame>
  );
}
