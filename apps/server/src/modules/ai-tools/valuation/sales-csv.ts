/** The CSV format and its validation live with the market data (the import uses them too). */
export * from '../../market/sales-csv';
