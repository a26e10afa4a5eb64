// Tables of the documents module. Owned by that module; exported from index.ts.
export {};
