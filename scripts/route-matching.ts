import {packageEdits, REACT_ROUTER_BUILD, type PackageEdit} from './package-edits';

/**
 * React Router 7.12 (the version Hydrogen 2025.7 pins) flattens and ranks every route, and
 * compiles a regular expression and decodes the path again per route it tries, on each
 * `matchRoutes` call: three calls per document request, about a tenth of the worker's time on a
 * listing (docs/decisions/0032). React Router 7.15 and 7.18 do this once upstream; this backports
 * that to the pinned version.
 */
const EDITS: PackageEdit[] = [
  {
    // Server routes never change after the build, so their ranked branches are computed once.
    // The browser's route tree can be patched at runtime, so it keeps computing them per call.
    ssrOnly: true,
    from: `  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n`,
    to: `  let branches = rankedBranches.get(routes);\n  if (!branches) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n    rankedBranches.set(routes, branches);\n  }\n`,
  },
  {
    // The path decodes the same for every branch tried.
    ssrOnly: false,
    from: `  for (let i = 0; matches == null && i < branches.length; ++i) {\n    let decoded = decodePath(pathname);\n`,
    to: `  let decoded = decodePath(pathname);\n  for (let i = 0; matches == null && i < branches.length; ++i) {\n`,
  },
  {
    // A pattern compiles to the same matcher every time; its params are only read.
    ssrOnly: false,
    from: `function compilePath(path, caseSensitive = false, end = true) {\n`,
    to: `var rankedBranches = /* @__PURE__ */ new WeakMap();\nvar compiledPaths = /* @__PURE__ */ new Map();\nfunction compilePath(path, caseSensitive = false, end = true) {\n  let key = path + "\\0" + caseSensitive + "\\0" + end;\n  let compiled = compiledPaths.get(key);\n  if (!compiled) {\n    if (compiledPaths.size > 1e3) compiledPaths.clear();\n    compiled = compilePathOnce(path, caseSensitive, end);\n    compiledPaths.set(key, compiled);\n  }\n  return compiled;\n}\nfunction compilePathOnce(path, caseSensitive = false, end = true) {\n`,
  },
];

/** Applies the edits to React Router's production build; a build fails if they no longer fit. */
export const routeMatchingCache = () =>
  packageEdits({
    name: 'route-matching',
    file: REACT_ROUTER_BUILD,
    marker: 'function matchRoutesImpl(',
    edits: EDITS,
  });
