import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';

/** Swagger UI, served by the server (framed: our own tool, which the CSP lets our own console frame). */
const DOCS_PAGE = '/swagger-ui';

/** API 文档: every route with its fields and permission code, rendered by Swagger UI inside the console. */
export default function ApiDocsPage() {
  // the server serves the docs only where API_DOCS allows (off in production by default)
  const served = useQuery({
    queryKey: ['infra', 'api-docs', 'served'],
    queryFn: async () => (await fetch('/v3/api-docs', { method: 'HEAD' })).ok,
    staleTime: 60_000,
  });
  if (served.isLoading) return <Spinner />;
  if (!served.data)
    return (
      <NonIdealState
        icon="document"
        title="API 文档未开启"
        description="生产环境默认不公开接口文档：设置环境变量 API_DOCS=public 后重启服务即可在此查看。"
      />
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)' }}>
      <iframe title="API 文档" src={DOCS_PAGE} style={{ flex: 1, border: 0, width: '100%' }} />
    </div>
  );
}
