// Checks JSON-LD against the schema.org vocabulary: only types schema.org defines, and on
// each object only the properties its @type defines (with inheritance). The vocabulary is
// Google's schema-dts (schema.org as TypeScript types); each object becomes an object
// literal typed as its @type in an in-memory program, so TypeScript's excess-property check
// reports what schema.org does not define. The schema.org vocabulary file the JSON-LD
// validators read is fetched from schema.org, out of reach here (no npm package ships it).
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";

const require = createRequire(import.meta.url);
/** The generated file sits beside schema-dts, so its import resolves there. */
const schemaDtsDir = path.dirname(require.resolve("schema-dts/package.json"));
const checkedFile = path.join(schemaDtsDir, "__json-ld-check__.ts");

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  types: [],
  lib: ["lib.es2022.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  // Only the generated file is checked; schema-dts and the standard library are trusted.
  skipLibCheck: true,
};

// schema-dts's declarations and the standard library are parsed once per process: every
// page's JSON-LD is checked against the same files.
const parsedFiles = new Map<string, ts.SourceFile | undefined>();
const defaultHost = ts.createCompilerHost(options, true);

const typeName = /^[A-Za-z][A-Za-z0-9]*$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The problems in these JSON-LD objects (each one a page's `<script type="application/ld+json">`):
 * unknown types, properties their type does not define, values of the wrong kind. Empty when
 * every object is valid schema.org.
 */
export function validateJsonLd(objects: unknown[]): string[] {
  const problems: string[] = [];
  const lines = ['import type * as S from "schema-dts";'];
  /** What each line of the generated file checks, for the messages. */
  const subjectOfLine: string[] = [""];
  const declare = (subject: string, name: string, type: string, value: unknown) => {
    const literal = JSON.stringify(value, null, 2).split("\n");
    literal[0] = `export const ${name}: ${type} = ${literal[0]}`;
    literal[literal.length - 1] += ";";
    for (const line of literal) {
      lines.push(line);
      subjectOfLine.push(subject);
    }
  };
  objects.forEach((item, index) => {
    if (!isObject(item)) {
      problems.push(`#${index}: not a JSON-LD object`);
      return;
    }
    if (item["@context"] !== "https://schema.org") problems.push(`#${index}: @context is not "https://schema.org"`);
    const type = item["@type"];
    if (typeof type !== "string" || !typeName.test(type)) {
      declare(`#${index}`, `item${index}`, "S.WithContext<S.Thing>", item);
      return;
    }
    // One declaration per property, so that each wrong property is reported, not only the
    // first one of the object (TypeScript stops at an object literal's first error).
    declare(`#${index} ${type}`, `item${index}`, `S.${type}`, { "@type": type });
    for (const [property, value] of Object.entries(item)) {
      if (property === "@context" || property === "@type") continue;
      declare(
        `#${index} ${type}.${property}`,
        `item${index}_${lines.length}`,
        `S.${type}Leaf[${JSON.stringify(property)}]`,
        value,
      );
    }
  });
  const source = lines.join("\n");

  const host: ts.CompilerHost = {
    ...defaultHost,
    fileExists: (fileName) => fileName === checkedFile || defaultHost.fileExists(fileName),
    readFile: (fileName) => (fileName === checkedFile ? source : defaultHost.readFile(fileName)),
    getSourceFile: (fileName, languageVersion) => {
      if (fileName === checkedFile) return ts.createSourceFile(fileName, source, languageVersion, true);
      if (!parsedFiles.has(fileName)) parsedFiles.set(fileName, defaultHost.getSourceFile(fileName, languageVersion));
      return parsedFiles.get(fileName);
    },
  };
  const program = ts.createProgram([checkedFile], options, host);
  const file = program.getSourceFile(checkedFile);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ];
  for (const diagnostic of diagnostics) {
    const message = shortened(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    if (diagnostic.file?.fileName !== checkedFile || diagnostic.start === undefined) {
      problems.push(message);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push(`${subjectOfLine[line]}: ${message} (at: ${lines[line]?.trim()})`);
  }
  return problems;
}

/** TypeScript's message without the long list of the union's members it tried. */
function shortened(message: string) {
  return message
    .split("\n")
    .slice(0, 2)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line.trim()))
    .join(" ");
}
