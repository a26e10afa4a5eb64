// Tables of the shared-trucks module. Owned by that module; exported from index.ts.
export {};
