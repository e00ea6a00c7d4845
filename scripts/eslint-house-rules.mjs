// The architecture's import rules as ESLint rules, so a change that breaks them fails
// `npm run lint` instead of waiting for a reviewer to remember them:
// - a web feature never imports another feature (share through components/ui, lib or
//   packages/shared);
// - a server module never reaches into another module's repository (it calls the owning
//   module's service, so the SQL of a table has one owner).
// Both resolve the import ('@/...' or relative) to a path, so '../../other-feature/x'
// is caught as well as '@/features/other-feature/x'.
import path from 'node:path';

const WEB_SRC = /(?:^|\/)apps\/web\/src\//;
const FEATURE = /(?:^|\/)apps\/web\/src\/features\/([^/]+)\//;
const SERVER_MODULE = /(?:^|\/)apps\/server\/src\/modules\/([^/]+)\//;
// modules/<m>/repository.ts, modules/<m>/user-repository.ts, modules/<m>/repository/...
const REPOSITORY =
  /(?:^|\/)apps\/server\/src\/modules\/([^/]+)\/(?:[^/]*-)?repository(?:\.[cm]?[jt]sx?)?(?:\/|$)/;

const posix = (p) => p.split(path.sep).join('/');

/** The file an import names, as a posix path; null for a package import. */
function resolveImport(filename, source) {
  const file = posix(filename);
  if (source.startsWith('@/')) {
    const match = WEB_SRC.exec(file);
    if (!match) return null;
    return file.slice(0, match.index + match[0].length) + source.slice(2);
  }
  if (source.startsWith('./') || source.startsWith('../')) {
    return posix(path.posix.join(path.posix.dirname(file), source));
  }
  return null;
}

/** Calls `check(node, source)` for every import, re-export, dynamic import and vi.mock of a string. */
function eachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        check(node.source, node.source.value);
      }
    },
  };
}

const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature does not import another feature' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features never import each other: move the shared piece to components/ui, lib or packages/shared.",
    },
    schema: [],
  },
  create(context) {
    const own = FEATURE.exec(posix(context.filename))?.[1];
    if (!own) return {};
    return eachImport((node, source) => {
      const target = resolveImport(context.filename, source);
      const other = target && FEATURE.exec(target + '/')?.[1];
      if (other && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
      }
    });
  },
};

const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: { description: "A server module does not import another module's repository" },
    messages: {
      foreignRepository:
        "Module '{{from}}' reaches into the repository of module '{{to}}'. Call what '{{to}}' offers in its service instead.",
    },
    schema: [],
  },
  create(context) {
    const own = SERVER_MODULE.exec(posix(context.filename))?.[1];
    if (!own) return {};
    return eachImport((node, source) => {
      const target = resolveImport(context.filename, source);
      const other = target && REPOSITORY.exec(target)?.[1];
      if (other && other !== own) {
        context.report({ node, messageId: 'foreignRepository', data: { from: own, to: other } });
      }
    });
  },
};

export const houseRules = {
  meta: { name: 'house-rules' },
  rules: {
    'no-cross-feature-import': noCrossFeatureImport,
    'no-foreign-repository': noForeignRepository,
  },
};

/** `new Date()` and `Date.now()` (and `Date()`): the current time, which comes from a clock. */
export const NO_WALL_CLOCK = [
  {
    selector: "NewExpression[callee.type='Identifier'][callee.name='Date'][arguments.length=0]",
    message:
      'Take the time from the clock (server: app.deps.clock / Clock; web: @/lib/clock), not new Date().',
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.name='Date'][callee.property.name='now']",
    message:
      'Take the time from the clock (server: app.deps.clock / Clock; web: @/lib/clock), not Date.now().',
  },
  {
    selector: "CallExpression[callee.type='Identifier'][callee.name='Date']",
    message:
      'Take the time from the clock (server: app.deps.clock / Clock; web: @/lib/clock), not Date().',
  },
];
