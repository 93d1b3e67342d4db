export * from './notify-fixtures';
export * from './smtp-sink';
