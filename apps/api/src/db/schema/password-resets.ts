// Tables of the password-resets module. Owned by that module; exported from index.ts.
export {};
