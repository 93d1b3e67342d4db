import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../app/route-meta';

/** The text of a screen not built yet (spec §2: a menu pointing at one shows this, never a crash). */
export const comingSoonText = (title: string | undefined): string => `「${title || '该页面'}」功能建设中，敬请期待。`;

/** A clear "coming soon" page with the screen's title and a way home. */
export function ComingSoon({ title }: { title: string | undefined }) {
  const navigate = useNavigate();
  return (
    <div className="dha-center-fill dha-coming-soon">
      <NonIdealState
        icon="build"
        title={title || '功能建设中'}
        description={comingSoonText(title)}
        action={<Button intent="primary" text="回首页" onClick={() => navigate(HOME_PATH)} />}
      />
    </div>
  );
}
