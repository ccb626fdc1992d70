/** The CSV format and its validation are shared with the market data import (src/lib). */
export * from '../../../lib/sales-csv';
