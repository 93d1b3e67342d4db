import { LinkButton } from '../../ui/LinkButton';
import { AuthCard } from '../auth/AuthCard';
import { HelpContent } from './HelpContent';

/** `/help` (open route, spec §2): the help text for anyone, signed in or not. */
export default function OpenHelpPage() {
  return (
    <AuthCard subtitle="帮助中心">
      <HelpContent />
      <div className="dha-auth-links">
        <LinkButton to="/login" text="去登录" minimal={false} small={false} />{' '}
        <LinkButton to="/client/course-list" text="浏览课程" intent="none" minimal={false} small={false} />
      </div>
    </AuthCard>
  );
}
