/** The parts of `@adobe/structured-data-validator` the tests use (it ships no types). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    readonly rootType: string;
    readonly dataFormat: 'jsonld' | 'microdata' | 'rdfa';
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    readonly fieldNames?: readonly string[];
    readonly path?: readonly unknown[];
  }

  export default class Validator {
    /** Without the schema.org vocabulary (`schemaorg-all-https.jsonld`) its names are not checked. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: {
      readonly jsonld?: Record<string, Record<string, unknown>[]>;
    }): Promise<ValidationIssue[]>;
  }
}
