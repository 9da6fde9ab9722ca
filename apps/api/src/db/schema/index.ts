export * from './accounts';
export * from './invitations';
