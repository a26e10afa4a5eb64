export * from './events';
export * from './quiet-hours';
export * from './templates';
export * from './contracts';
