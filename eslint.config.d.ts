// Types of what eslint.config.js exports for the tests that read it (apps/api/test/architecture-doc.test.ts).
import type { Rule } from 'eslint';

export declare const API_MODULE_LAYERS: string[][];
declare const config: unknown;
export default config;
export declare const API_TABLE_READS_TO_REMOVE: Record<string, string[]>;
export declare const apiOwnTablesRule: Rule.RuleModule;
