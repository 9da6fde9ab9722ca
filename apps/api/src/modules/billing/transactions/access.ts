/**
 * Who may call the routes on transactions, and on the payment confirmations sent for them: the
 * abilities name both one subject, `transaksi`, so an owner reaches their own and an administrator all.
 */
export const READ = { access: { action: 'read', subject: 'transaksi' } } as const;
export const MANAGE = { access: { action: 'manage', subject: 'transaksi' } } as const;
