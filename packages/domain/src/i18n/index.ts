export * from './language';
export * from './text-catalog';
