import { ZSalesImportReportSchema, ZSalesSummarySchema } from '../schemas/market';
import { freeForm } from './define-operation';
import { market } from './operation-groups';

export const importSales = market.post('/api/market/sales/import', {
  name: 'importSales',
  summary: 'Import recorded sales from a CSV file',
  auth: ['admin'],
  body: freeForm(
    ['text/csv', 'multipart/form-data'],
    'The CSV as the body, or as the file of a multipart form',
  ),
  responses: { 200: ZSalesImportReportSchema },
});

export const getSalesSummary = market.get('/api/market/sales/summary', {
  name: 'getSalesSummary',
  summary: 'Recorded sales counted per city',
  auth: ['admin'],
  responses: { 200: ZSalesSummarySchema },
});
