export * from './money';
export * from './states';
export * from './schemas';
