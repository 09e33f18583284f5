/**
 * The house rules that a file's imports must keep (issue 26, decision 063). `npm run lint` runs them after Biome;
 * tests/api/ops/house-rules.test.ts shows each rule failing on a fixture.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle, type-only ones too: split the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A client feature imports another feature. Move what both need to src/client/components, lib or src/shared, ' +
        'or compose the two in src/client/app.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'no-shared-ui-to-feature',
      severity: 'error',
      comment: 'src/client/components and lib are used by every feature and may not depend on one.',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'no-client-to-server',
      severity: 'error',
      comment: 'The client and the server meet only in src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-server-to-client',
      severity: 'error',
      comment: 'The client and the server meet only in src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared is read by both sides and imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a cycle of types is still a cycle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
