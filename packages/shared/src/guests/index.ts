export * from './schemas';
export * from './phone';
export * from './messages';
