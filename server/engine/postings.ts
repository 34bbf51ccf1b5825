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

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }

  /** The values pushed so far, without copying: valid until the next `push`. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
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
