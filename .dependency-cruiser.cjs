/**
 * Which area may import which (issue #13, "one way through each area"). Run by `npm run lint` as
 * `depcruise apps/web/src apps/api/src packages`. No exceptions list: a rule that fails is fixed in
 * the code, not here.
 */
const API = '^apps/api/src/';
/** A server area: one folder under modules/, or a top folder under src. */
const API_AREA = `${API}(modules/[^/]+|lib|db|plugins|public)`;
/** Tests and scripts may reach anything they exercise or seed. */
const NOT_PRODUCTION = ['\\.test\\.tsx?$', '/scripts/', '/test/'];
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---------------------------------------------------------------------------------- server
    {
      name: 'api-no-area-cycle',
      comment:
        'Areas are used in one direction: when two areas need each other, one of them owns the ' +
        'shared piece or hears the other through an event.',
      severity: 'error',
      scope: 'folder',
      // A folder stands for its area (the group): a cycle among one area's own folders is its own
      // business, one that leaves the area and comes back is not.
      from: { path: `${API_AREA}(/|$)` },
      to: { path: `${API_AREA}(/|$)`, pathNot: `${API}$1(/|$)`, circular: true },
    },
    {
      name: 'api-lib-db-stay-below',
      comment: 'lib/ and db/ are the floor every area stands on; they know no module, plugin or page.',
      severity: 'error',
      from: { path: `${API}(lib|db)/`, pathNot: NOT_PRODUCTION },
      to: { path: `${API}(modules|plugins|public)/` },
    },
    {
      name: 'api-plugins-know-no-module',
      comment: 'Plugins are the seams modules plug into (auth, abilities, errors), never the reverse.',
      severity: 'error',
      from: { path: `${API}plugins/`, pathNot: NOT_PRODUCTION },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-schema-only-in-repositories',
      comment:
        'Route -> service -> repository: only a repository (repository.ts, *-repository.ts) or db/ ' +
        'itself runs queries, so only they import the tables.',
      severity: 'error',
      from: {
        path: API,
        pathNot: [`${API}db/`, '/(repository|[a-z0-9-]+-repository)\\.ts$', ...NOT_PRODUCTION],
      },
      to: { path: `${API}db/schema(/|\\.ts$)` },
    },
    // ------------------------------------------------------------------------------------- web
    {
      name: 'web-feature-door',
      comment:
        'Another feature, the app or a layout enters feature x only through its door, ' +
        'features/x/index.ts (bulletproof-react).',
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}features/` },
      to: { path: `${WEB}features/[^/]+/.`, pathNot: `${WEB}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'web-feature-door-between-features',
      comment: 'Inside its own folder a feature imports freely; another feature only through the door.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/.`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      // With every cross-feature import landing on a door (features/x/index.ts), the folder graph
      // between features is the feature graph; cycles inside one feature are its own business.
      name: 'web-no-feature-cycle',
      severity: 'error',
      scope: 'folder',
      from: { path: `${WEB}features/([^/]+)(/|$)` },
      to: { path: `${WEB}features/[^/]+`, pathNot: `${WEB}features/$1(/|$)`, circular: true },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment: 'components/ and lib/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app|layouts)/` },
    },
    {
      name: 'packages-know-no-app',
      comment: 'The shared contracts and the templates are used by both apps and import neither.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'apps/api/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
