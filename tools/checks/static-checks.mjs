// Lint, and the typecheck of what the build does not compile, in one process over one set of TypeScript
// programs: ESLint's type-aware rules need the very programs a typecheck builds, and building them twice
// cost a third of these checks' CPU (docs/decisions/0036-test-runner.md).
//
//   node tools/checks/static-checks.mjs [tsconfig …]
//
// The programs are those eslint.config.js names (`npm run lint` reads the same). Each tsconfig given is
// typechecked file by file in the lint program that holds all of its files with the same compiler
// options (the back end's tests in the back end's program, whose sources the build has already
// checked), or in a program of its own.
import { isDeepStrictEqual } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function parseConfig(config) {
  return ts.getParsedCommandLineOfConfigFile(
    join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${config}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    },
  );
}

function createProgram(config) {
  const { fileNames, options, projectReferences, errors } = parseConfig(config);
  return { program: ts.createProgram({ rootNames: fileNames, options, projectReferences }), errors };
}

/** Compiler options as they decide types: which file they were read from does not. */
const typingOptions = (options) => ({ ...options, configFilePath: undefined });

/** Syntax and type errors of these files, with the program's own option and global errors. */
function typeErrorsOf({ program, errors }, files) {
  return [
    ...errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => {
      const source = program.getSourceFile(file);
      return source
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : [];
    }),
  ];
}

const lintConfig = await new ESLint({ cwd: root }).calculateConfigForFile('gateway/src/main.ts');
const projects = [lintConfig?.languageOptions?.parserOptions?.project ?? []].flat();
if (!projects.length)
  throw new Error('eslint.config.js names no TypeScript projects for gateway/src/main.ts');
const programs = projects.map((project) => createProgram(project));

const typeErrors = process.argv.slice(2).flatMap((config) => {
  const { fileNames: files, options } = parseConfig(config);
  const holder =
    programs.find(
      ({ program }) =>
        isDeepStrictEqual(typingOptions(program.getCompilerOptions()), typingOptions(options)) &&
        files.every((file) => program.getSourceFile(file)),
    ) ?? createProgram(config);
  return typeErrorsOf(holder, files);
});
const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
if (typeErrors.length) process.stdout.write(format(typeErrors, host));
console.log(`typecheck (${process.argv.slice(2).join(', ') || 'nothing'}): ${typeErrors.length} error(s)`);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { programs: programs.map(({ program }) => program) } },
  },
});
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) process.stdout.write(report);
const problems = results.reduce((total, result) => total + result.errorCount + result.warningCount, 0);
console.log(`lint: ${problems} problem(s)`);

process.exitCode = typeErrors.length || problems ? 1 : 0;
