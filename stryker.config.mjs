/**
 * Mutation testing of the rule modules (`npm run test:mutation`): Stryker changes one operator or
 * condition at a time and checks that a unit test fails. Run it before touching a rule module; the
 * report is reports/mutation/mutation.html (each surviving mutant is a rule no test holds). Stryker
 * checks these options against its own schema when it starts.
 */
export default {
  mutate: [
    // Money: prices, upgrade credit, unique codes, plan dates, payment states and windows.
    'apps/api/src/modules/billing/transactions/pricing.ts',
    'apps/api/src/modules/billing/transactions/unique-code.ts',
    'apps/api/src/modules/billing/transactions/payment-window.ts',
    'apps/api/src/modules/billing/payments/transfer-date.ts',
    'apps/api/src/modules/billing/transactions/amount-search.ts',
    'apps/api/src/modules/billing/packages/plan.ts',
    'apps/api/src/lib/instants.ts',
    'packages/shared/src/billing/states.ts',
    'packages/shared/src/billing/money.ts',
    'packages/shared/src/billing/proration.ts',
    'packages/shared/src/billing/plan-ending.ts',
    // Guest limits and quotas, and what a package allows.
    'apps/api/src/modules/guests/limits.ts',
    'apps/api/src/modules/guests/import/rows.ts',
    'apps/api/src/modules/invitations/entitlements.ts',
    // Invitation access and page state.
    'apps/api/src/modules/invitations/access.ts',
    'apps/api/src/modules/invitations/rules.ts',
    'apps/api/src/modules/invitations/account-limit.ts',
    // Content limits.
    'packages/shared/src/invitations/content.ts',
    // Time: event times, time zones, the reply deadline, Indonesian calendar days.
    'packages/shared/src/invitations/time.ts',
    'packages/shared/src/dates.ts',
    // Phone numbers.
    'packages/shared/src/guests/phone.ts',
    // Message filling.
    'packages/shared/src/guests/messages.ts',
    // RSVP quotas and the public forms.
    'apps/api/src/modules/rsvp-wishes/rsvp-answers.ts',
    'packages/shared/src/invitations/public-forms.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  mutator: {
    // Text-only changes are left out. Error messages are asserted word for word by the API tests,
    // which a mutation run does not start (they need a database); the unit tests assert which rule
    // answered, not its sentence. This also skips the few strings a rule compares against (status
    // names, zones, the ".." in a file key): names and zones are typed unions an emptied one would
    // not compile as, and the condition around a compared string is still mutated.
    excludedMutations: ['StringLiteral'],
  },
  reporters: ['html', 'clear-text', 'json', 'progress'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
