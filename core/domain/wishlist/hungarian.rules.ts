/**
 * Minimum-cost rectangular assignment (the Hungarian method in its shortest-augmenting-path form,
 * as in Jonker–Volgenant): every row of the smaller side gets exactly one distinct column, and the
 * sum of the chosen costs is minimal. O(n²·m) worst case, typed arrays only, no allocation inside
 * the loops. Costs must be integers (|cost| well below 2^53 / n) so every sum and every potential
 * stays exact in a float64 and the result never depends on rounding.
 *
 * The matrix is given in grouped form, because many columns are copies of each other (the units of
 * one wishlist item): cost(r, c) = table[rowGroup[r] · tableCols + colGroup[c]] + rowExtra[r] + colExtra[c].
 * That keeps memory at O(rowGroups × colGroups + rows + cols) instead of O(rows × cols).
 */
export interface GroupedCosts {
  rows: number;
  cols: number;
  rowGroup: Int32Array;
  colGroup: Int32Array;
  /** rowGroups × tableCols, row-major. */
  table: Float64Array;
  tableCols: number;
  rowExtra: Float64Array;
  colExtra: Float64Array;
}

/** A plain rows × cols matrix (row-major) in grouped form. */
export function denseCosts(rows: number, cols: number, matrix: ArrayLike<number>): GroupedCosts {
  const rowGroup = new Int32Array(rows);
  for (let r = 0; r < rows; r += 1) rowGroup[r] = r;
  const colGroup = new Int32Array(cols);
  for (let c = 0; c < cols; c += 1) colGroup[c] = c;
  return {
    rows,
    cols,
    rowGroup,
    colGroup,
    table: Float64Array.from(matrix),
    tableCols: cols,
    rowExtra: new Float64Array(rows),
    colExtra: new Float64Array(cols),
  };
}

export function groupedCost(costs: GroupedCosts, row: number, col: number): number {
  return costs.table[costs.rowGroup[row]! * costs.tableCols + costs.colGroup[col]!]! + costs.rowExtra[row]! + costs.colExtra[col]!;
}

/**
 * The optimal assignment: for each row its column, or -1 for rows left out (only when there are
 * more rows than columns; then exactly `cols` rows are served). Deterministic: the same matrix
 * always gives the same answer.
 */
export function solveMinCostAssignment(costs: GroupedCosts): Int32Array {
  const { rows, cols } = costs;
  if (rows === 0 || cols === 0) return new Int32Array(rows).fill(-1);
  if (rows <= cols) return solveWide(costs);

  // More rows than columns: solve the transposed problem (every column gets a row).
  const groupRows = costs.table.length / costs.tableCols;
  const table = new Float64Array(costs.table.length);
  for (let g = 0; g < groupRows; g += 1) {
    for (let h = 0; h < costs.tableCols; h += 1) table[h * groupRows + g] = costs.table[g * costs.tableCols + h]!;
  }
  const colToRow = solveWide({
    rows: cols,
    cols: rows,
    rowGroup: costs.colGroup,
    colGroup: costs.rowGroup,
    table,
    tableCols: groupRows,
    rowExtra: costs.colExtra,
    colExtra: costs.rowExtra,
  });
  const rowToCol = new Int32Array(rows).fill(-1);
  for (let c = 0; c < cols; c += 1) rowToCol[colToRow[c]!] = c;
  return rowToCol;
}

/**
 * rows ≤ cols. Duals u (rows) and v (columns) stay feasible (cost − u − v ≥ 0), matched pairs stay
 * tight (= 0) and unmatched columns keep v = 0, which is what makes a rectangular matching optimal.
 * rowExtra is left out: when every row is matched, a per-row constant adds the same to every
 * solution and cannot change which one is best.
 */
function solveWide(costs: GroupedCosts): Int32Array {
  const { rows: n, cols: m, rowGroup, colGroup, table, tableCols, colExtra } = costs;
  const u = new Float64Array(n);
  const v = new Float64Array(m);
  const rowCol = new Int32Array(n).fill(-1);
  const colRow = new Int32Array(m).fill(-1);

  // Start: u = each row's minimum; give a row its cheapest column straight away when it is still
  // free (ties: lowest column). Most rows of a real wishlist are settled here.
  for (let i = 0; i < n; i += 1) {
    const base = rowGroup[i]! * tableCols;
    let min = Infinity;
    for (let j = 0; j < m; j += 1) {
      const cost = table[base + colGroup[j]!]! + colExtra[j]!;
      if (cost < min) min = cost;
    }
    u[i] = min;
    for (let j = 0; j < m; j += 1) {
      if (colRow[j] === -1 && table[base + colGroup[j]!]! + colExtra[j]! === min) {
        colRow[j] = i;
        rowCol[i] = j;
        break;
      }
    }
  }

  // Then a shortest augmenting path (Dijkstra on reduced costs, binary heap) from each row still
  // unmatched. Rows of one group have the same costs, so a row whose group was already scanned at
  // an equal or better offset cannot shorten any distance and is skipped: with guests sharing a few
  // bands, most of the path search is then heap pops instead of full row scans.
  const groupCount = table.length / tableCols;
  const groupOffset = new Float64Array(groupCount);
  const dist = new Float64Array(m);
  const pred = new Int32Array(m);
  const done = new Uint8Array(m);
  const scanned = new Int32Array(m);
  const heap = new Heap(m, colRow);
  for (let root = 0; root < n; root += 1) {
    if (rowCol[root] !== -1) continue;
    groupOffset.fill(Infinity);
    heap.clear();
    let base = rowGroup[root]! * tableCols;
    let offset = -u[root]!;
    groupOffset[rowGroup[root]!] = offset;
    for (let j = 0; j < m; j += 1) {
      const d = table[base + colGroup[j]!]! + colExtra[j]! - v[j]! + offset;
      dist[j] = d;
      pred[j] = root;
      heap.append(d, j);
    }
    heap.heapify();
    let scannedCount = 0;
    let sink = -1;
    for (;;) {
      const j = heap.popMin(dist, done);
      // Reaching a free column ends the search; on equal distance the heap serves free columns first.
      if (colRow[j] === -1) {
        sink = j;
        break;
      }
      done[j] = 1;
      scanned[scannedCount] = j;
      scannedCount += 1;
      const i = colRow[j]!;
      const group = rowGroup[i]!;
      // Distance to row i equals the distance to its column (the matched pair is tight).
      offset = dist[j]! - u[i]!;
      if (offset >= groupOffset[group]!) continue;
      groupOffset[group] = offset;
      base = group * tableCols;
      for (let c = 0; c < m; c += 1) {
        if (done[c] === 1) continue;
        const through = table[base + colGroup[c]!]! + colExtra[c]! - v[c]! + offset;
        if (through < dist[c]!) {
          dist[c] = through;
          pred[c] = i;
          heap.push(through, c);
        }
      }
    }

    // Move the potentials so the new path is tight, then flip the path.
    const total = dist[sink]!;
    u[root] = u[root]! + total;
    for (let s = 0; s < scannedCount; s += 1) {
      const j = scanned[s]!;
      done[j] = 0;
      const delta = total - dist[j]!;
      const i = colRow[j]!;
      u[i] = u[i]! + delta;
      v[j] = v[j]! - delta;
    }
    let col = sink;
    for (;;) {
      const i = pred[col]!;
      const previous = rowCol[i]!;
      rowCol[i] = col;
      colRow[col] = i;
      if (i === root) break;
      col = previous;
    }
  }
  return rowCol;
}

/**
 * A binary min-heap of (distance, column) with lazy deletion: an improved distance is pushed again
 * and the stale entry is dropped when it surfaces. Order: distance, then free columns first, then
 * the lower column — so the search is deterministic. Storage grows by doubling, never shrinks.
 */
class Heap {
  private keys: Float64Array;
  private cols: Int32Array;
  private size = 0;
  private readonly colRow: Int32Array;

  constructor(capacity: number, colRow: Int32Array) {
    this.colRow = colRow;
    this.keys = new Float64Array(Math.max(16, capacity * 2));
    this.cols = new Int32Array(this.keys.length);
  }

  clear(): void {
    this.size = 0;
  }

  /** Adds without ordering; call heapify() before the first pop. */
  append(key: number, col: number): void {
    if (this.size === this.keys.length) this.grow();
    this.keys[this.size] = key;
    this.cols[this.size] = col;
    this.size += 1;
  }

  heapify(): void {
    for (let k = (this.size >> 1) - 1; k >= 0; k -= 1) this.siftDown(k);
  }

  push(key: number, col: number): void {
    this.append(key, col);
    this.siftUp(this.size - 1);
  }

  /** The closest column not done yet (stale entries skipped). There is always one while rows ≤ cols. */
  popMin(dist: Float64Array, done: Uint8Array): number {
    for (;;) {
      const key = this.keys[0]!;
      const col = this.cols[0]!;
      this.size -= 1;
      if (this.size > 0) {
        this.keys[0] = this.keys[this.size]!;
        this.cols[0] = this.cols[this.size]!;
        this.siftDown(0);
      }
      if (done[col] === 0 && key === dist[col]) return col;
    }
  }

  private before(keyA: number, colA: number, keyB: number, colB: number): boolean {
    if (keyA !== keyB) return keyA < keyB;
    const freeA = this.colRow[colA] === -1;
    const freeB = this.colRow[colB] === -1;
    if (freeA !== freeB) return freeA;
    return colA < colB;
  }

  private siftUp(start: number): void {
    const { keys, cols } = this;
    const key = keys[start]!;
    const col = cols[start]!;
    let k = start;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.before(key, col, keys[parent]!, cols[parent]!)) break;
      keys[k] = keys[parent]!;
      cols[k] = cols[parent]!;
      k = parent;
    }
    keys[k] = key;
    cols[k] = col;
  }

  private siftDown(start: number): void {
    const { keys, cols, size } = this;
    const key = keys[start]!;
    const col = cols[start]!;
    let k = start;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size && this.before(keys[right]!, cols[right]!, keys[child]!, cols[child]!)) child = right;
      if (!this.before(keys[child]!, cols[child]!, key, col)) break;
      keys[k] = keys[child]!;
      cols[k] = cols[child]!;
      k = child;
    }
    keys[k] = key;
    cols[k] = col;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const cols = new Int32Array(this.cols.length * 2);
    keys.set(this.keys);
    cols.set(this.cols);
    this.keys = keys;
    this.cols = cols;
  }
}
