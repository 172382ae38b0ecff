import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of /openapi.json the checks read. */
export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
  components?: {
    responses?: Record<string, ContractResponse>;
    parameters?: Record<string, ContractParameter>;
    securitySchemes?: Record<string, { in?: string; name?: string }>;
    schemas?: Record<string, unknown>;
  };
}
export interface ContractParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  $ref?: string;
}
export interface ContractResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
export interface ContractOperation {
  operationId?: string;
  parameters?: ContractParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, ContractResponse>;
  security?: Record<string, string[]>[];
}
export type JsonSchema = Record<string, unknown>;

/** A JSON pointer's segment (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks answers against the document as a client made from it would meet them: is the status
 * declared for the operation, and does the body validate against that status's schema?
 * Schemas are compiled from the document itself (its `$ref`s resolve within it).
 */
export function createContractChecker(doc: ContractDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(doc as object, 'openapi');

  const resolve = <T extends { $ref?: string }>(item: T): T => {
    if (!item.$ref) return item;
    const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(item.$ref) ?? [];
    const found = (doc.components as Record<string, Record<string, T>> | undefined)?.[kind ?? '']?.[
      name ?? ''
    ];
    if (!found) throw new Error(`cannot resolve ${item.$ref}`);
    return found;
  };

  /** The declared answer of a status: its own, its class's (4XX), or none. */
  function declared(op: ContractOperation, status: number) {
    const responses = op.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    return key ? { key, response: resolve(responses[key]!) } : null;
  }

  return {
    operation(method: string, path: string): ContractOperation | undefined {
      return doc.paths[path]?.[method.toLowerCase()];
    },
    parameters(op: ContractOperation): ContractParameter[] {
      return (op.parameters ?? []).map(resolve);
    },
    resolve,
    /**
     * What is wrong with a value by the schema at a place in the document (`['paths', path,
     * 'get', 'parameters', '0', 'schema']`); null when nothing is.
     */
    checkAt(place: string[], value: unknown): string | null {
      const validate = ajv.getSchema(`openapi#/${place.map(pointer).join('/')}`);
      if (!validate) return `no schema at ${place.join(' ')}`;
      if (validate(value)) return null;
      const first = validate.errors?.[0];
      return `${first?.instancePath || '(the value)'} ${first?.message}`;
    },
    /** What is wrong with an answer, by the document; an empty list when nothing is. */
    check(
      method: string,
      path: string,
      answer: { status: number; contentType: string; body: string },
    ): string[] {
      const call = `${method.toUpperCase()} ${path}`;
      const op = doc.paths[path]?.[method.toLowerCase()];
      if (!op) return [`${call}: not in the document`];
      const found = declared(op, answer.status);
      if (!found) return [`${call}: answered ${answer.status}, which it does not declare`];
      const content = found.response.content;
      if (!content) return [];
      const type = answer.contentType.split(';')[0]!.trim();
      const media = content[type];
      if (!media) {
        return [`${call}: ${answer.status} came as ${type}, declared ${Object.keys(content)}`];
      }
      if (!type.endsWith('json')) return [];
      const ref = found.response === op.responses?.[found.key] ? 'paths' : 'components';
      const where =
        ref === 'paths'
          ? `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${found.key}`
          : `openapi#/components/responses/${op.responses![found.key]!.$ref!.split('/').pop()}`;
      const validate = ajv.getSchema(`${where}/content/${pointer(type)}/schema`);
      if (!validate) return [`${call}: no schema to check ${answer.status} against`];
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [`${call}: ${answer.status} is not JSON`];
      }
      if (validate(body)) return [];
      const first = validate.errors?.[0];
      return [
        `${call}: ${answer.status} body does not match: ${first?.instancePath} ${first?.message}`,
      ];
    },
  };
}
export type ContractChecker = ReturnType<typeof createContractChecker>;
