// Tables of the tracking module. Owned by that module; exported from index.ts.
export {};
