import { Card } from '@blueprintjs/core';
import { ConfigKey } from '@dha/contracts';
import { useOrgName } from '../../../config/org';
import { usePublicConfigQuery } from '../queries';
import { PageEmpty, PageError, PageLoading } from '../shared/states';

/** Paragraphs of a plain text separated by blank lines (config `client.about.content`). */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `/client/about`: the about text from `GET /infra/config/public` (the same cache entry as the org name). */
export function AboutPage() {
  const orgName = useOrgName();
  const query = usePublicConfigQuery();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message="暂时无法读取介绍，请稍后再试" onRetry={() => void query.refetch()} />;
  const paragraphs = paragraphsOf(query.data?.[ConfigKey.ABOUT_CONTENT]);
  if (!paragraphs.length) return <PageEmpty icon="info-sign" title="暂无介绍" />;
  return (
    <Card className="dha-client-card">
      <h3 className="dha-client-card-title" style={{ marginBottom: 10 }}>
        {orgName}
      </h3>
      <div className="dha-client-rich">
        {paragraphs.map((p, i) => (
          <p key={i} style={{ whiteSpace: 'pre-line' }}>
            {p}
          </p>
        ))}
      </div>
    </Card>
  );
}
