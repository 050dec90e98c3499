import { InboxOutlined } from '@ant-design/icons';
import { CSV_UPLOAD_MAX_BYTES, DINER_IMPORT_COLUMNS, DINER_IMPORT_MAX_ROWS_PER_REQUEST, type DinerImportResult } from '@covers/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Result, Select, Space, Table, Typography, Upload } from 'antd';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../../api/file-calls';
import { useSession } from '../../../session/use-session';
import { dinersFiles } from '../api/diners.files';
import { dinersKey } from '../api/diners.keys';
import { COLUMN_LABELS, failuresCsv, failuresOfPart, guessMapping, mappedRows, type ColumnTarget } from './column-mapping';

interface ParsedFile {
  name: string;
  headers: string[];
  records: string[][];
}

type Counts = Pick<DinerImportResult, 'created' | 'matched'> & { failed: { index: number; fields: Record<string, string> }[] };

const PART = DINER_IMPORT_MAX_ROWS_PER_REQUEST / 2;

/** Sends the mapped rows in parts, in order; the counts of all parts, failures numbered by their record in the file. */
async function sendInParts(rows: Record<string, string>[], dryRun: boolean, onPart: (done: number) => void): Promise<Counts> {
  const counts: Counts = { created: 0, matched: 0, failed: [] };
  for (let start = 0; start < rows.length; start += PART) {
    const result = await dinersFiles.importRows(rows.slice(start, start + PART), dryRun);
    counts.created += result.created;
    counts.matched += result.matched;
    counts.failed.push(...failuresOfPart(result, start));
    onPart(Math.min(rows.length, start + PART));
  }
  return counts;
}

/**
 * Import diners from a CSV (spec §2, at most 5 MB): choose the file, match its columns to diner fields (guessed from
 * the headers), check (nothing written), import in parts with a progress bar, then download the rows that failed
 * with the reason. Rows matching a diner by phone or e-mail create none, so the same file twice creates nobody.
 */
export function DinerImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rid = useSession().outlet?.rid;
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Counts | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Counts | null>(null);
  const labelOf = (column: (typeof DINER_IMPORT_COLUMNS)[number]) => t(`dinersUi.${COLUMN_LABELS[column]}`);

  const reset = () => {
    setFile(null);
    setMapping([]);
    setProblem(null);
    setPreview(null);
    setProgress(null);
    setResult(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const choose = (chosen: File) => {
    reset();
    if (chosen.size > CSV_UPLOAD_MAX_BYTES) return setProblem(t('dinersUi.fileTooLarge'));
    Papa.parse<string[]>(chosen, {
      skipEmptyLines: 'greedy',
      complete: ({ data }) => {
        const [headers = [], ...records] = data;
        if (records.length === 0) return setProblem(t('dinersUi.fileEmpty'));
        setFile({ name: chosen.name, headers, records });
        setMapping(guessMapping(headers, labelOf));
      },
      error: (error) => setProblem(error.message),
    });
  };
  const rows = () => mappedRows(file!.records, mapping);
  const run = async (dryRun: boolean) => {
    setProblem(null);
    setProgress(0);
    try {
      const counts = await sendInParts(rows(), dryRun, (done) => setProgress(Math.round((done / file!.records.length) * 100)));
      if (dryRun) setPreview(counts);
      else {
        setResult(counts);
        await queryClient.invalidateQueries({ queryKey: dinersKey(rid) });
      }
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setProgress(null);
    }
  };
  const downloadFailures = () =>
    saveCsv(
      failuresCsv(file!.headers, file!.records, result!.failed, t('dinersUi.importErrors'), (field, key) =>
        field in COLUMN_LABELS ? `${labelOf(field as keyof typeof COLUMN_LABELS)}: ${t(key)}` : t(key),
      ),
      `${file!.name.replace(/\.csv$/i, '')}-errors.csv`,
    );

  const lastNameMapped = mapping.includes('last_name');
  const busy = progress !== null;
  const summary = (counts: Counts) =>
    t('dinersUi.importCounts', { created: counts.created, matched: counts.matched, failed: counts.failed.length });
  return (
    <Modal
      open={open}
      title={t('dinersUi.importTitle')}
      onCancel={busy ? undefined : close}
      closable={!busy}
      maskClosable={false}
      width={720}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {t('dinersUi.close')}
          </Button>
        ) : file ? (
          <Space wrap>
            <Button onClick={reset} disabled={busy}>
              {t('dinersUi.chooseAnother')}
            </Button>
            <Button onClick={() => void run(true)} disabled={!lastNameMapped || busy} data-testid="diner-import-check">
              {t('dinersUi.importCheck')}
            </Button>
            <Button type="primary" onClick={() => void run(false)} disabled={!lastNameMapped || busy} data-testid="diner-import-submit">
              {t('dinersUi.importSubmit', { rows: file.records.length })}
            </Button>
          </Space>
        ) : null
      }
    >
      {problem && <Alert type="error" showIcon message={problem} className="diner-import-problem" data-testid="diner-import-problem" />}
      {result ? (
        <div data-testid="diner-import-result">
          <Result
            status={result.failed.length > 0 ? 'warning' : 'success'}
            title={t('dinersUi.importDone')}
            subTitle={summary(result)}
            extra={
              result.failed.length > 0 && (
                <Button onClick={downloadFailures} data-testid="diner-import-failures">
                  {t('dinersUi.downloadFailures')}
                </Button>
              )
            }
          />
        </div>
      ) : file ? (
        <>
          <Typography.Paragraph>{t('dinersUi.mapColumns', { name: file.name, rows: file.records.length })}</Typography.Paragraph>
          {!lastNameMapped && <Alert type="warning" showIcon message={t('dinersUi.lastNameUnmapped')} />}
          <Table
            size="small"
            rowKey="index"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={file.headers.map((header, index) => ({ index, header, sample: file.records[0]?.[index] ?? '' }))}
            columns={[
              { title: t('dinersUi.fileColumn'), dataIndex: 'header', key: 'header' },
              { title: t('dinersUi.firstValue'), dataIndex: 'sample', key: 'sample', ellipsis: true, responsive: ['sm'] },
              {
                title: t('dinersUi.dinerField'),
                key: 'field',
                render: (_: unknown, row: { index: number }) => (
                  <Select<ColumnTarget | 'ignore'>
                    style={{ minWidth: 150 }}
                    value={mapping[row.index] ?? 'ignore'}
                    onChange={(value) => setMapping(mapping.map((m, i) => (i === row.index ? (value === 'ignore' ? null : value) : m)))}
                    options={[
                      { value: 'ignore', label: t('dinersUi.ignoreColumn') },
                      ...DINER_IMPORT_COLUMNS.map((column) => ({
                        value: column,
                        label: labelOf(column),
                        disabled: mapping.includes(column) && mapping[row.index] !== column,
                      })),
                    ]}
                    data-testid={`diner-import-map-${row.index}`}
                  />
                ),
              },
            ]}
          />
          {busy && <Progress percent={progress} data-testid="diner-import-progress" />}
          {preview && !busy && <Alert type="info" showIcon message={summary(preview)} data-testid="diner-import-preview" />}
        </>
      ) : (
        <Upload.Dragger
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(chosen) => {
            choose(chosen);
            return false;
          }}
          data-testid="diner-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('dinersUi.chooseFile')}</p>
        </Upload.Dragger>
      )}
    </Modal>
  );
}
