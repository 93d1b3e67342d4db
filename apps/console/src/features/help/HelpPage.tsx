import { PageFrame } from '../../ui/PageFrame';
import { HelpContent } from './HelpContent';

/** `/system/help` (layout route): the help text inside the management layout (the open /help shows it too). */
export default function SystemHelpPage() {
  return (
    <PageFrame title="帮助中心">
      <HelpContent />
    </PageFrame>
  );
}
