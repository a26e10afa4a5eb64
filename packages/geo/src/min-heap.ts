/**
 * Binary min-heap of (node, key) with parallel typed arrays that grow on demand: Dijkstra's frontier in the road
 * graph, and in dispatch's assignment. A node may be pushed again with a lower key; the caller skips stale pops.
 */
export class MinHeap {
  private nodes = new Int32Array(1024);
  private keys = new Float64Array(1024);
  size = 0;

  push(node: number, key: number): void {
    if (this.size === this.nodes.length) {
      const nodes = new Int32Array(this.size * 2);
      nodes.set(this.nodes);
      this.nodes = nodes;
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = this.keys[parent] ?? 0;
      if (pk <= key) break;
      this.nodes[i] = this.nodes[parent] ?? 0;
      this.keys[i] = pk;
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }

  topKey(): number {
    return this.keys[0] ?? Infinity;
  }

  pop(): number {
    const top = this.nodes[0] ?? 0;
    const n = --this.size;
    const node = this.nodes[n] ?? 0;
    const key = this.keys[n] ?? 0;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && (this.keys[child + 1] ?? 0) < (this.keys[child] ?? 0)) child++;
      if ((this.keys[child] ?? 0) >= key) break;
      this.nodes[i] = this.nodes[child] ?? 0;
      this.keys[i] = this.keys[child] ?? 0;
      i = child;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
    return top;
  }
}
