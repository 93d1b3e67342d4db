import { SetMetadata } from '@nestjs/common';

export const OAUTH2_SCOPE_METADATA = 'dha:oauth2Scope';

/**
 * The one kind of route an OAuth2 client's token may call: one that names the scope it needs (the
 * open API's `/system/oauth2/user/*`). Every other login route refuses such a token (403) whatever the
 * user's roles, so a third-party application never gets the console's API; console tokens pass as for
 * any login route (the guard, auth.guard.ts).
 */
export const RequireOAuth2Scope = (scope: string): MethodDecorator => SetMetadata(OAUTH2_SCOPE_METADATA, scope);
