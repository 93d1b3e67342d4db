export * from './pay-fixtures';
/** the expiry job's command, for specs that run it at once instead of waiting a minute */
export { ExpirePayOrdersCommand } from '../commands/expire-orders/expire-orders.command';
export * from './fake-providers';
