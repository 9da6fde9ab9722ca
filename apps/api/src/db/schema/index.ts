export * from './accounts';
export * from './invitations';
export * from './guests';
export * from './billing';
export * from './files';
