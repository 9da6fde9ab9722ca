export * from './money';
export * from './states';
export * from './limits';
export * from './proration';
export * from './plan-ending';
export * from './schemas';
