/** One record of a CSV file: its cells, the line it starts on, or why it could not be read. */
export interface CsvRecord {
  cells: string[];
  /** Line in the file where the record starts (1-based). */
  line: number;
  /** Set when the record breaks the quoting rules; the tokenizer resumes at the next line. */
  error?: string;
}

/** A file that cannot be read past some point (a quote never closed, a runaway record). */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

/** Longer than any real row: past this a record is a quote left open, not data. */
export const MAX_CSV_RECORD_CHARS = 1024 * 1024;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

const enum State {
  /** At the start of a cell. */
  Start,
  Unquoted,
  Quoted,
  /** A quote inside a quoted cell: a doubled quote or the closing one. */
  QuoteInQuoted,
  /** After the closing quote, waiting for a comma or the end of the line. */
  Closed,
  /** The record is broken: skip to the end of its line. */
  Skip,
}

/**
 * RFC 4180 CSV (comma, double quotes doubled inside quoted cells, LF or CRLF line ends) read
 * chunk by chunk. Each character is looked at once and text is copied in slices, so the time is
 * linear in the input whatever its quoting. A quote in the middle of an unquoted cell, or text
 * after a closing quote, spoils only that record: it comes back with `error` and reading goes on
 * at the next line.
 */
export class CsvTokenizer {
  private state = State.Start;
  private cells: string[] = [];
  private field = '';
  private recordChars = 0;
  private line = 1;
  private recordLine = 1;
  private started = false;
  private error: string | undefined;
  private quoteLine = 1;

  *push(chunk: string): Generator<CsvRecord> {
    let i = 0;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) i = 1;
    }
    const n = chunk.length;
    while (i < n) {
      switch (this.state) {
        case State.Start: {
          const c = chunk.charCodeAt(i);
          if (c === QUOTE) {
            this.state = State.Quoted;
            this.quoteLine = this.line;
            i += 1;
          } else this.state = State.Unquoted;
          break;
        }
        case State.Unquoted: {
          let j = i;
          let c = 0;
          while (j < n) {
            c = chunk.charCodeAt(j);
            if (c === COMMA || c === LF || c === QUOTE) break;
            j += 1;
          }
          this.append(chunk, i, j);
          i = j;
          if (j === n) break;
          i += 1;
          if (c === COMMA) this.endCell();
          else if (c === LF) {
            if (this.field.endsWith('\r')) this.field = this.field.slice(0, -1);
            const record = this.endRecord();
            if (record) yield record;
          } else
            this.fail(
              `cell ${this.cells.length + 1}: a quote (") may only open a cell; quote the whole cell and double any quote inside it`,
            );
          break;
        }
        case State.Quoted: {
          const close = chunk.indexOf('"', i);
          const end = close < 0 ? n : close;
          // Line breaks inside the cell still count as lines (scanned only up to the quote).
          for (let k = i; k < end; k += 1) if (chunk.charCodeAt(k) === LF) this.line += 1;
          this.append(chunk, i, end);
          i = end;
          if (close >= 0) {
            this.state = State.QuoteInQuoted;
            i += 1;
          }
          break;
        }
        case State.QuoteInQuoted: {
          if (chunk.charCodeAt(i) === QUOTE) {
            this.append(chunk, i, i + 1);
            this.state = State.Quoted;
            i += 1;
          } else this.state = State.Closed;
          break;
        }
        case State.Closed: {
          const c = chunk.charCodeAt(i);
          i += 1;
          if (c === COMMA) this.endCell();
          else if (c === LF) {
            const record = this.endRecord();
            if (record) yield record;
          } else if (c !== CR) {
            i -= 1;
            this.fail(
              `cell ${this.cells.length + 1}: text after the closing quote; double a quote inside a quoted cell ("")`,
            );
          }
          break;
        }
        case State.Skip: {
          const lf = chunk.indexOf('\n', i);
          if (lf < 0) {
            i = n;
            break;
          }
          i = lf + 1;
          const record = this.endRecord();
          if (record) yield record;
          break;
        }
      }
    }
  }

  /** The last record (a file need not end with a line break). */
  *end(): Generator<CsvRecord> {
    if (this.state === State.Quoted) {
      throw new CsvSyntaxError(`the quote opened on line ${this.quoteLine} is never closed`);
    }
    if (this.state === State.Unquoted && this.field.endsWith('\r')) {
      this.field = this.field.slice(0, -1);
    }
    const record = this.endRecord();
    if (record) yield record;
  }

  private append(chunk: string, from: number, to: number) {
    if (to <= from) return;
    this.grow(to - from);
    this.field += chunk.slice(from, to);
  }

  /** Counts a record's characters (commas too), so neither text nor cells grow without bound. */
  private grow(chars: number) {
    this.recordChars += chars;
    if (this.recordChars > MAX_CSV_RECORD_CHARS) {
      throw new CsvSyntaxError(
        `the record starting on line ${this.recordLine} is longer than ${MAX_CSV_RECORD_CHARS / 1024 / 1024} MB; is a quote left open?`,
      );
    }
  }

  private endCell() {
    this.grow(1);
    this.cells.push(this.field);
    this.field = '';
    this.state = State.Start;
  }

  private fail(message: string) {
    this.error = message;
    this.state = State.Skip;
  }

  /** Closes the record at a line break; an empty line gives no record. */
  private endRecord(): CsvRecord | undefined {
    const wasEmptyLine =
      this.state === State.Unquoted && this.cells.length === 0 && this.field === '';
    const blank = (this.state === State.Start && this.cells.length === 0) || wasEmptyLine;
    let record: CsvRecord | undefined;
    if (this.error !== undefined) {
      record = { cells: [], line: this.recordLine, error: this.error };
    } else if (!blank) {
      this.cells.push(this.field);
      record = { cells: this.cells, line: this.recordLine };
    }
    this.cells = [];
    this.field = '';
    this.error = undefined;
    this.recordChars = 0;
    this.state = State.Start;
    this.line += 1;
    this.recordLine = this.line;
    return record;
  }
}

/** Every record of a whole text. */
export function* tokenizeCsv(text: string): Generator<CsvRecord> {
  const tokenizer = new CsvTokenizer();
  yield* tokenizer.push(text);
  yield* tokenizer.end();
}
