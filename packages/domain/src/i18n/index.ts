export * from './language';
export * from './text-catalog';
export * from './months';
