import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { TenantSimpleVO } from '@dha/contracts';
import { api } from '../../api/http';
import { tokenStorage } from '../../auth/token-storage';

/** The tenant name to start the login form with: the last one used, else the tenant the console talks to now. */
export function initialTenantName(tenants: readonly TenantSimpleVO[]): string {
  return tokenStorage.getTenantName() ?? tenants.find((t) => t.id === tokenStorage.getTenantId())?.name ?? '';
}

/**
 * Resolves the typed tenant name (contract: `get-id-by-name`) and makes it the tenant of the next
 * calls (`tenant-id` header); answers the error to show, or null.
 */
export async function switchToTenantNamed(name: string): Promise<string | null> {
  const trimmed = name.trim();
  if (!trimmed) return '请输入租户名称';
  const id = await api.get<number | null>('/system/tenant/get-id-by-name', { name: trimmed });
  if (!id) return '租户不存在';
  tokenStorage.setTenant(id, trimmed);
  return null;
}

export function TenantNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <FormGroup label="租户" labelFor="login-tenant">
      <InputGroup
        id="login-tenant"
        name="tenantName"
        leftIcon="office"
        placeholder="请输入租户名称"
        value={value}
        maxLength={30}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}
