import { Card, Elevation, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
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
