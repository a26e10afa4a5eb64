export * from './documents';
export * from './numbering';
export * from './schemas';
export * from './states';
export * from './tax';
