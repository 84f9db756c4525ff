/**
 * A trie of UTF-16 strings packed into typed arrays: node 0 is the root, an edge (node, code
 * unit) -> child sits in one open-addressing table, and each node's values are a slice of one
 * list. A step is a hash probe on integers instead of a Map lookup per character, which matters
 * because the concept matcher takes a step at nearly every word of every prompt.
 */
export class FlatTrie {
  /** Child of the root for each ASCII code unit, or -1: most steps start and end here. */
  readonly firstAscii: Int32Array;
  private readonly edgeNode: Int32Array;
  private readonly edgeUnit: Int32Array;
  private readonly edgeChild: Int32Array;
  private readonly mask: number;
  private readonly valueStart: Int32Array;
  private readonly valueList: Int32Array;

  /** Builds the trie; a string may carry several values, each kept once. */
  constructor(entries: readonly (readonly [string, number])[]) {
    const children: Map<number, number>[] = [new Map()];
    const values: number[][] = [[]];
    for (const [text, value] of entries) {
      let node = 0;
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        let child = children[node]?.get(unit);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          values.push([]);
          children[node]?.set(unit, child);
        }
        node = child;
      }
      const list = values[node] ?? [];
      if (!list.includes(value)) list.push(value);
    }
    const edges = children.reduce((sum, map) => sum + map.size, 0);
    let size = 1;
    while (size < edges * 2) size <<= 1;
    this.mask = size - 1;
    this.edgeNode = new Int32Array(size).fill(-1);
    this.edgeUnit = new Int32Array(size);
    this.edgeChild = new Int32Array(size);
    children.forEach((map, node) => {
      for (const [unit, child] of map) {
        let slot = this.slot(node, unit);
        while (this.edgeNode[slot] !== -1) slot = (slot + 1) & this.mask;
        this.edgeNode[slot] = node;
        this.edgeUnit[slot] = unit;
        this.edgeChild[slot] = child;
      }
    });
    this.valueStart = new Int32Array(values.length + 1);
    values.forEach((list, node) => (this.valueStart[node + 1] = (this.valueStart[node] ?? 0) + list.length));
    this.valueList = Int32Array.from(values.flat());
    this.firstAscii = new Int32Array(128).fill(-1);
    for (const [unit, child] of children[0] ?? []) if (unit < 128) this.firstAscii[unit] = child;
  }

  private slot(node: number, unit: number): number {
    return (Math.imul(node, 0x9e3779b1) ^ Math.imul(unit, 0x85ebca6b)) & this.mask;
  }

  /** The child of `node` along code unit `unit`, or -1. */
  child(node: number, unit: number): number {
    let slot = this.slot(node, unit);
    for (;;) {
      const at = this.edgeNode[slot] ?? -1;
      if (at === -1) return -1;
      if (at === node && this.edgeUnit[slot] === unit) return this.edgeChild[slot] ?? -1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Values of the strings that end at `node`: valueAt(k) for k in [valuesFrom(node), valuesTo(node)). */
  valuesFrom(node: number): number {
    return this.valueStart[node] ?? 0;
  }

  valuesTo(node: number): number {
    return this.valueStart[node + 1] ?? 0;
  }

  valueAt(k: number): number {
    return this.valueList[k] ?? 0;
  }
}
