export * from './dict.queries';
export * from './config.queries';
export * from './infra.events';
/** stores an upload (bytes checked against their type) on the master file configuration: the own avatar's upload */
export { UploadFileCommand } from '../commands/upload-file/upload-file.command';
