export function Component() {
  return <h1 className="p-8 text-2xl font-bold">features</h1>;
}
