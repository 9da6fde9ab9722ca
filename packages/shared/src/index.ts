export * from './constants';
export * from './errors';
export * from './abilities';
export * from './auth/schemas';
export * from './notifications/schemas';
export * from './invitations';
export * from './dashboard/schemas';
export * from './search/schemas';
