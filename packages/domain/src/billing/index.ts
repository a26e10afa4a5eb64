export * from './documents';
export * from './numbering';
export * from './schemas';
export * from './states';
export * from './tax';
export * from './payments';
export * from './payment-schemas';
export * from './statements';
