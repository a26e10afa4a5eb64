export * from './language';
export * from './text-catalog';
export * from './months';
export * from './keyed-text';
export * from './server';
