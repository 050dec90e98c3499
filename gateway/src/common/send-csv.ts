import type { Response } from 'express';

/** A CSV download (toCsv's text: BOM, CRLF, formulas neutralised) as an attachment named `filename`. */
export function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.status(200).send(csv);
}
