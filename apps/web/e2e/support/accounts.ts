export const E2E_ADMIN = { email: 'admin@undangin.test', password: 'Admin-E2E-Password-2026' };
