/**
 * Compact many-to-many tables between documents and values (tokens, facet keys), stored as offsets into one
 * typed array (compressed sparse rows), in both directions: document → values and value → documents.
 */

/** A growable Int32Array, so building never keeps millions of boxed numbers. */
export class IntBuffer {
  private data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** Appends `other[from …]`. */
  pushFrom(other: IntBuffer, from = 0): void {
    const count = other.length - from;
    if (count <= 0) return;
    if (this.length + count > this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, this.length + count));
      grown.set(this.data);
      this.data = grown;
    }
    if (count < 32) {
      for (let i = from; i < other.length; i++) this.data[this.length++] = other.data[i] ?? 0;
    } else {
      this.data.set(other.data.subarray(from, other.length), this.length);
      this.length += count;
    }
  }

  /** The value at `index` (below `length`). */
  at(index: number): number {
    return this.data[index] ?? 0;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }

  /** The values pushed so far, without copying: valid until the next `push`. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/**
 * Working buffers shared by the builds of one index: each build's rows in one direction are only a step
 * towards the other direction, and a fresh growing array per build was most of the start-up's typed-array
 * memory churn (each 64 MB of it costs V8 a full collection of the whole catalogue's heap).
 */
export class BuildBuffers {
  readonly items = new IntBuffer();
  readonly offsets = new IntBuffer();

  /** Empties both, for the next build; `offsets` starts with row 0's start. */
  reset(): void {
    this.items.length = 0;
    this.offsets.length = 0;
    this.offsets.push(0);
  }

  /** The rows collected so far, as views valid until the next `reset`. */
  rows(): Rows {
    return { offsets: this.offsets.view(), items: this.items.view() };
  }
}

/** Rows of ids: row `r` holds `items[offsets[r]] … items[offsets[r + 1] - 1]`. */
export interface Rows {
  readonly offsets: Int32Array;
  readonly items: Int32Array;
}

export function row(rows: Rows, r: number): Int32Array {
  return rows.items.subarray(rows.offsets[r] ?? 0, rows.offsets[r + 1] ?? 0);
}

/** Collects rows one at a time, each a list of value ids. */
export class RowsBuilder {
  private readonly offsets = new IntBuffer();
  private readonly items = new IntBuffer();

  constructor() {
    this.offsets.push(0);
  }

  addRow(ids: ArrayLike<number>): void {
    for (let i = 0; i < ids.length; i++) this.items.push(ids[i] ?? 0);
    this.offsets.push(this.items.length);
  }

  /** Adds `values[from …]` as a row, without a view of them. */
  addRowFrom(values: IntBuffer, from = 0): void {
    this.items.pushFrom(values, from);
    this.offsets.push(this.items.length);
  }

  build(): Rows {
    return { offsets: this.offsets.toArray(), items: this.items.toArray() };
  }
}

/** The transpose of `rows` over `columns` values: for each value, the rows holding it, increasing. */
export function transpose(rows: Rows, columns: number): Rows {
  const offsets = new Int32Array(columns + 1);
  for (const item of rows.items) offsets[item + 1] = (offsets[item + 1] ?? 0) + 1;
  for (let c = 0; c < columns; c++) offsets[c + 1] = (offsets[c + 1] ?? 0) + (offsets[c] ?? 0);
  const fill = offsets.slice(0, columns);
  const items = new Int32Array(rows.items.length);
  const rowCount = rows.offsets.length - 1;
  for (let r = 0; r < rowCount; r++) {
    const end = rows.offsets[r + 1] ?? 0;
    for (let i = rows.offsets[r] ?? 0; i < end; i++) {
      const column = rows.items[i] ?? 0;
      const at = fill[column] ?? 0;
      items[at] = r;
      fill[column] = at + 1;
    }
  }
  return { offsets, items };
}

/** Assigns ids to strings in order of first sight. */
export class Dictionary {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  /** The dictionary that gave `values` their ids in this order (each value once). */
  static of(values: readonly string[]): Dictionary {
    const dictionary = new Dictionary();
    for (const value of values) dictionary.idOf(value);
    return dictionary;
  }

  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  get map(): ReadonlyMap<string, number> {
    return this.ids;
  }

  get(value: string): number | undefined {
    return this.ids.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}
