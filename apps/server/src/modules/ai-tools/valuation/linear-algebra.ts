/** Just enough dense linear algebra for ridge regression: symmetric positive-definite solves. */

/** A symmetric n×n matrix stored row-major. */
export interface SquareMatrix {
  size: number;
  values: Float64Array;
}

export function zeroMatrix(size: number): SquareMatrix {
  return { size, values: new Float64Array(size * size) };
}

export function addTo(matrix: SquareMatrix, row: number, column: number, value: number) {
  matrix.values[row * matrix.size + column]! += value;
}

/**
 * Solves A x = b for symmetric positive-definite A by Cholesky decomposition. A tiny ridge is added
 * and the factorisation retried if rounding makes a pivot non-positive.
 */
export function solveSymmetric(matrix: SquareMatrix, rhs: Float64Array): Float64Array {
  const n = matrix.size;
  for (let jitter = 0; jitter <= 1e-4; jitter = jitter === 0 ? 1e-10 : jitter * 100) {
    const lower = cholesky(matrix, jitter);
    if (lower) return backSubstitute(lower, n, rhs);
  }
  throw new Error('The regression system is not positive definite.');
}

function cholesky({ size: n, values }: SquareMatrix, jitter: number): Float64Array | null {
  const lower = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = values[i * n + j]! + (i === j ? jitter : 0);
      for (let k = 0; k < j; k += 1) sum -= lower[i * n + k]! * lower[j * n + k]!;
      if (i === j) {
        if (!(sum > 0)) return null;
        lower[i * n + i] = Math.sqrt(sum);
      } else {
        lower[i * n + j] = sum / lower[j * n + j]!;
      }
    }
  }
  return lower;
}

function backSubstitute(lower: Float64Array, n: number, rhs: Float64Array): Float64Array {
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = rhs[i]!;
    for (let k = 0; k < i; k += 1) sum -= lower[i * n + k]! * y[k]!;
    y[i] = sum / lower[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k += 1) sum -= lower[k * n + i]! * x[k]!;
    x[i] = sum / lower[i * n + i]!;
  }
  return x;
}
