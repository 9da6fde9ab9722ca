export * from './schemas';
export * from './phone';
export * from './messages';
export * from './followups';
export * from './households';
export * from './screens';
export * from './codes';
export * from './door-offline';
