export * from './permissions';
export * from './contracts';
