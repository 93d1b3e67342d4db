import { Button, Card, Elevation, H3, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useOrgName } from '../../config/org';

/** Centered card with the organisation's name, shared by the login and register pages. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const orgName = useOrgName();
  return (
    <div className="dha-auth-page">
      <Card elevation={Elevation.TWO} className="dha-auth-card">
        <H3 className="dha-auth-title">{orgName}</H3>
        <div className="dha-auth-subtitle">{subtitle}</div>
        {children}
      </Card>
    </div>
  );
}

/** The end of a sign-in form: the server's refusal, the submit button and the link to the other form (if any). */
export function AuthFormEnd({
  error,
  busy,
  text,
  link,
}: {
  error: string | null;
  busy: boolean;
  text: string;
  link?: { to: string; text: string };
}) {
  return (
    <>
      {error && (
        <div className="dha-form-error" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" intent={Intent.PRIMARY} fill loading={busy} text={text} />
      {link && (
        <div className="dha-auth-links">
          <Link to={link.to}>{link.text}</Link>
        </div>
      )}
    </>
  );
}
