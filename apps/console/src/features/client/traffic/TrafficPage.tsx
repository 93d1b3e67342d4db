import { AnchorButton, Card } from '@blueprintjs/core';
import { useLocations } from '../queries';
import { RichText } from '../shared/RichText';
import { PageEmpty, PageError, PageLoading } from '../shared/states';
import { mapLinkOf } from './map-link';

/** `/client/traffic`: the centres with address, map link and traffic directions (rich text, sanitised by the server and again on render). */
export function TrafficPage() {
  const query = useLocations();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  const list = query.data ?? [];
  if (!list.length) return <PageEmpty icon="map-marker" title="暂无中心信息" />;
  return (
    <div className="dha-client-list">
      {list.map((loc) => {
        const map = mapLinkOf(loc);
        return (
          <Card key={loc.id} className="dha-client-card">
            <h3 className="dha-client-card-title">{loc.name}</h3>
            <dl className="dha-client-facts" style={{ marginTop: 8 }}>
              <dt>地址</dt>
              <dd>{loc.address || '-'}</dd>
            </dl>
            {loc.trafficGuide && (
              <>
                <div className="dha-client-form-section">交通指引</div>
                <RichText html={loc.trafficGuide} />
              </>
            )}
            {map && (
              <div className="dha-client-card-actions">
                <AnchorButton
                  icon="map"
                  intent="primary"
                  variant="outlined"
                  href={map}
                  target="_blank"
                  rel="noopener noreferrer"
                  text="在地图中查看"
                />
              </div>
            )}
          </Card>
        );
      })}
    </div>
  );
}
