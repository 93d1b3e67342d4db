import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The rules that keep the modular monolith one (docs/architecture.md): a module's code reaches another
 * module only through that module's public entry (`@dha/<module>`: its Nest module, contract, error
 * codes), only to the modules on its left, and never by a relative path out of its own folder. Tests
 * and fixtures (`*.spec.ts`, `src/testing/`) may use any module's public entry and its `/testing`.
 */
const MODULES_DIR = resolve(__dirname, '../../../../modules');

/** Left to right: a module may use the contracts of the modules to its left, never the other way round. */
const ORDER = ['infra', 'system', 'auth', 'course', 'pay', 'signup', 'notify'];

interface Import {
  file: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*|jest\.mock\(\s*)'([^']+)'/g)) {
    found.push({ file, specifier: m[1]! });
  }
  return found;
}

const isTestCode = (file: string): boolean => file.endsWith('.spec.ts') || file.split(sep).includes('testing');

const modulesIn = (dir: string): string[] => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

/** Every rule broken under a `modules/` folder, as `file: import: why` lines. */
function violations(modulesDir: string): string[] {
  const modules = modulesIn(modulesDir);
  const found: string[] = [];
  for (const module of modules) {
    const src = join(modulesDir, module, 'src');
    for (const file of sourceFiles(src)) {
      const where = relative(modulesDir, file);
      for (const { specifier } of importsOf(file)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (!target.startsWith(src + sep) && target !== src) found.push(`${where}: '${specifier}' leaves the module`);
          continue;
        }
        const m = /^@dha\/([a-z0-9-]+)(\/.*)?$/.exec(specifier);
        if (!m || !modules.includes(m[1]!) || m[1] === module) continue;
        const [, other, rest] = m;
        if (isTestCode(file)) {
          if (rest && rest !== '/testing') found.push(`${where}: '${specifier}' reaches into ${other} (its entry or /testing only)`);
          continue;
        }
        if (rest) found.push(`${where}: '${specifier}' reaches into ${other} (its public entry only)`);
        else if (ORDER.indexOf(other!) > ORDER.indexOf(module))
          found.push(`${where}: '${specifier}': ${module} may not depend on ${other}, which is on its right`);
      }
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('places every module in the dependency order', () => {
    expect(modulesIn(MODULES_DIR).filter((m) => !ORDER.includes(m))).toEqual([]);
  });

  it('no module reaches into another one, nor depends on one to its right', () => {
    expect(violations(MODULES_DIR)).toEqual([]);
  });

  it('finds each kind of trespass (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      const write = (path: string, text: string): void => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      write('auth/src/auth.errors.ts', `import { User } from '@dha/system';\nexport const x = 1;\n`);
      write(
        'system/src/user/user.ts',
        `import { x } from '../../../auth/src/auth.errors';\nimport { AuthErrors } from '@dha/auth';\nimport { Y } from '@dha/infra/src/y';\n`,
      );
      write('system/src/user/user.spec.ts', `import { AuthErrors } from '@dha/auth';\nimport { f } from '@dha/auth/testing';\n`);
      write('infra/src/y.ts', `export const Y = 1;\n`);
      expect(violations(dir).sort()).toEqual([
        `system/src/user/user.ts: '../../../auth/src/auth.errors' leaves the module`,
        `system/src/user/user.ts: '@dha/auth': system may not depend on auth, which is on its right`,
        `system/src/user/user.ts: '@dha/infra/src/y' reaches into infra (its public entry only)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
