/**
 * Every login-only route a visitor (a user whose only role is `common`, or who has none: isOnlyCommon)
 * may call: what the client area uses (apps/console/src/features/client, and the calls it shares with
 * the console: the session, the dictionaries, the bell, the password change, the sign-in's WeChat
 * binding) and the OAuth2 consent and user routes (the open /sso page; a client acting for the visitor).
 * Any other route that asks only for a login is staff-only (spec §2's rule for routes, applied to the
 * API: issue 29, hole 8). A route that names roles or permissions is decided by them alone.
 */
export const CLIENT_AREA_CALLS: readonly string[] = [
  'GET /system/auth/get-permission-info',
  'GET /system/auth/wp-qrcode-bind',
  'GET /system/dict-data/simple-list',
  'GET /system/dict-data/list-all-simple',
  'GET /system/user/getMyProfileInfo',
  'PUT /system/user/updateMyProfileInfo',
  'PUT /system/user/profile/update-password',
  // the verified change of the own mobile (issue 29): the profile's mobile changes only through it
  'PUT /system/user/profile/update-mobile',
  'GET /system/notify-message/my-page',
  'GET /system/notify-message/get-unread-count',
  'GET /system/notify-message/get-unread-list',
  'PUT /system/notify-message/update-read',
  'PUT /system/notify-message/update-all-read',
  'GET /client/course/my-page',
  'GET /client/signup/my-page',
  'POST /client/signup/create',
  'POST /client/signup/confirm',
  'POST /client/signup/decline',
  'POST /client/signup/withdraw',
  // the visitor's pay step (the cashier in the client area: /client/pay)
  'GET /client/pay/channel/get-enable-code-list',
  'GET /client/pay/order/get',
  'POST /client/pay/order/submit',
  'GET /client/pay/wallet/get',
  'GET /client/pay/wallet-transaction/page',
  'GET /system/oauth2/authorize',
  'POST /system/oauth2/authorize',
  'GET /system/oauth2/user/get',
  'PUT /system/oauth2/user/update',
];
