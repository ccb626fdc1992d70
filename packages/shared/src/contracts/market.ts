import { ZSalesImportReportSchema, ZSalesSummarySchema } from '../schemas/market';
import { defineOperation, freeForm } from './define-operation';
import { apiErrors } from './errors';

export const importSales = defineOperation({
  name: 'importSales',
  method: 'POST',
  path: '/api/market/sales/import',
  summary: 'Import recorded sales from a CSV file',
  tags: ['market'],
  auth: ['admin'],
  body: freeForm(
    ['text/csv', 'multipart/form-data'],
    'The CSV as the body, or as the file of a multipart form',
  ),
  responses: { 200: ZSalesImportReportSchema, ...apiErrors },
});

export const getSalesSummary = defineOperation({
  name: 'getSalesSummary',
  method: 'GET',
  path: '/api/market/sales/summary',
  summary: 'Recorded sales counted per city',
  tags: ['market'],
  auth: ['admin'],
  responses: { 200: ZSalesSummarySchema, ...apiErrors },
});
