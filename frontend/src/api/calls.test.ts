/**
 * Every call the front end makes is an operation of the server's OpenAPI document (openapi.json,
 * kept current by the server's own test): a screen cannot call a path or a method the server lacks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

type Method = 'get' | 'post' | 'put' | 'delete';

interface Call {
  file: string;
  method: Method;
  path: string;
}

const SRC = join(__dirname, '..');
const API_PREFIX = '/api/v1';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// api.get<T>('/path/', …), uploadForm<T>(`/path/${id}/`, …), downloadBlob('/path/'): the path is the first argument.
const CALL = /(?:\bapi\.(get|post|put|delete)|\b(uploadForm)|\b(downloadBlob))(?:<[^(]*?>)?\(\s*(['`])([^'`]*)\4/g;

/** The string values of `const NAME = { key: 'value', … }` in a file: a path picked from such a table is each of them. */
function tableValues(text: string, name: string): string[] {
  const table = new RegExp(`const ${name} = \\{([^}]*)\\}`).exec(text);
  return table ? [...table[1]!.matchAll(/:\s*'([^']*)'/g)].map((value) => value[1]!) : [];
}

function callsIn(file: string): Call[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(CALL)].flatMap((match) => {
    const method: Method = match[1] ? (match[1] as Method) : match[2] ? 'post' : 'get';
    const path = match[5]!;
    const lookup = /\$\{(\w+)\[\w+\]\}/.exec(path);
    const paths = lookup ? tableValues(text, lookup[1]!).map((value) => path.replace(lookup[0], value)) : [path];
    expect(paths.length).toBeGreaterThan(0);
    return paths.map((each) => ({ file: relative(SRC, file), method, path: each }));
  });
}

/** `/edu-groups/${id}/subgroups/${subjectId}/` and `/edu-groups/{id}/subgroups/{edu_subject_id}/` alike. */
const shape = (path: string) => path.replace(/\$\{[^}]*\}|\{[^}]*\}/g, '{}');

const document = JSON.parse(readFileSync(join(SRC, '..', 'openapi.json'), 'utf8')) as { paths: Record<string, Partial<Record<Method, unknown>>> };
const operations = new Set(
  Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete'] as const).filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${shape(path)}`),
  ),
);

describe('the calls of the front end', () => {
  const calls = sourceFiles(SRC).flatMap(callsIn);
  // A path built from a variable prefix (a shared CRUD helper) is checked where its prefix is written.
  const literal = calls.filter((call) => call.path.startsWith('/'));

  it('are found in the sources', () => {
    expect(literal.length).toBeGreaterThan(100);
    expect(literal).toContainEqual({ file: 'features/students/api/import-students.ts', method: 'post', path: '/students/import/' });
    expect(literal).toContainEqual({ file: 'features/curricula/api/change-status.ts', method: 'post', path: '/curriculums/${id}/inactive/' });
  });

  it('are each an operation of the server', () => {
    const missing = literal
      .map((call) => ({ ...call, operation: `${call.method.toUpperCase()} ${shape(API_PREFIX + call.path)}` }))
      .filter((call) => !operations.has(call.operation))
      .map((call) => `${call.method.toUpperCase()} ${call.path} (${call.file})`);
    expect(missing).toEqual([]);
  });
});
