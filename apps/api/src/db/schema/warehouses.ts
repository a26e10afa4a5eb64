// Tables of the warehouses module. Owned by that module; exported from index.ts.
export {};
