import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@covers/shared';
import { ERROR_CODES } from '@covers/shared/errors';
import { Alert, Button, Input, Modal, Progress, Space, Switch, Table, Tooltip, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { notifySuccess, showError } from '../../../ui/feedback';
import { reservationsFiles } from '../api/reservations.files';
import { useImportReservations } from '../hooks/use-reservation-writes';
import { parseInWorker } from './csv-parse.protocol';
import { chunkForImport, validateImportRow, type CellErrors, type ImportColumn, type ImportRow, type ParsedCsv } from './import-rows';

type Phase = 'choose' | 'reading' | 'review' | 'importing';

interface Entry {
  /** Line in the file, 1 = first data row. */
  line: number;
  row: ImportRow;
  errors: CellErrors;
}

const codeMessageKey = (code: string) => (ERROR_CODES as Record<string, { key: string } | undefined>)[code]?.key ?? 'errors.internal';

/**
 * CSV import (spec §2, §9): template download; the file (at most 5 MB) is read and validated off the main
 * thread with the shared row schema; errors show per row and cell and can be fixed in place; nothing is
 * written until the host imports the valid rows, or all rows once every error is fixed.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const importing = useImportReservations();
  const edition = useEdition();
  const [phase, setPhase] = useState<Phase>('choose');
  const [progress, setProgress] = useState(0);
  const [columns, setColumns] = useState<ImportColumn[]>([]);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [editing, setEditing] = useState<{ line: number; column: ImportColumn } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ imported: number; failed: number } | null>(null);

  const invalid = useMemo(() => entries.filter((entry) => Object.keys(entry.errors).length > 0), [entries]);
  const valid = entries.length - invalid.length;
  const shown = errorsOnly ? invalid : entries;

  const reset = () => {
    setPhase('choose');
    setEntries([]);
    setColumns([]);
    setProgress(0);
    setFileProblem(null);
    setOutcome(null);
    setErrorsOnly(false);
  };

  const read = async (file: File) => {
    setFileProblem(null);
    setOutcome(null);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setFileProblem(t('reservationsUi.fileNotCsv'));
    if (file.size > IMPORT_MAX_BYTES) return setFileProblem(t('reservationsUi.fileTooLarge'));
    setPhase('reading');
    setProgress(0);
    try {
      const parsed: ParsedCsv = await parseInWorker(file, setProgress);
      setColumns(parsed.columns);
      setEntries(parsed.rows.map((row, index) => ({ line: index + 1, row, errors: parsed.errors[index]! })));
      setPhase('review');
    } catch (error) {
      setFileProblem(error instanceof Error ? error.message : String(error));
      setPhase('choose');
    }
  };

  const editCell = (line: number, column: ImportColumn, value: string) =>
    setEntries((current) =>
      current.map((entry) => {
        if (entry.line !== line) return entry;
        const row = { ...entry.row, [column]: value };
        return { ...entry, row, errors: validateImportRow(row) };
      }),
    );

  const importRows = async (which: 'valid' | 'all') => {
    const sending = which === 'all' ? entries : entries.filter((entry) => Object.keys(entry.errors).length === 0);
    const chunks = chunkForImport(sending);
    setPhase('importing');
    setProgress(0);
    const refused = new Map<number, CellErrors>();
    let imported = 0;
    let done = 0;
    await importing.mutateAsync({
      chunks: chunks.map((chunk) => chunk.map((entry) => entry.row as Record<string, string>)),
      onChunk: (answer, index) => {
        const chunk = chunks[index]!;
        imported += answer.imported;
        for (const error of answer.errors) {
          const entry = chunk[error.row];
          if (!entry) continue;
          const cells: CellErrors = { row: codeMessageKey(error.code) };
          for (const [column, key] of Object.entries(error.fields ?? {})) cells[column as ImportColumn] = key;
          refused.set(entry.line, cells);
        }
        done += chunk.length;
        setProgress(Math.round((done / sending.length) * 100));
      },
    });
    const sentLines = new Set(sending.slice(0, done).map((entry) => entry.line));
    // Imported rows leave the table; refused ones stay with the server's reasons so they can be fixed and sent again.
    setEntries((current) =>
      current
        .filter((entry) => !sentLines.has(entry.line) || refused.has(entry.line))
        .map((entry) => (refused.has(entry.line) ? { ...entry, errors: refused.get(entry.line)! } : entry)),
    );
    setOutcome({ imported, failed: refused.size });
    if (imported > 0) notifySuccess(t('reservationsUi.importDone', { imported, failed: refused.size }));
    setPhase('review');
  };

  const message = (key: string) => (key.includes('.') ? t(key) : key);
  const tableColumns = [
    {
      key: 'line',
      title: t('reservationsUi.row'),
      width: 80,
      fixed: 'left' as const,
      render: (_: unknown, entry: Entry) =>
        entry.errors.row ? (
          <Tooltip title={message(entry.errors.row)}>
            <span className="import-row-refused" data-testid="import-row-refused">
              {entry.line}
            </span>
          </Tooltip>
        ) : (
          entry.line
        ),
    },
    ...columns.map((column) => ({
      key: column,
      title: column,
      width: 150,
      render: (_: unknown, entry: Entry) => {
        const error = entry.errors[column];
        if (editing?.line === entry.line && editing.column === column)
          return (
            <Input
              size="small"
              autoFocus
              defaultValue={entry.row[column] ?? ''}
              onBlur={(event) => {
                editCell(entry.line, column, event.target.value);
                setEditing(null);
              }}
              onPressEnter={(event) => {
                editCell(entry.line, column, event.currentTarget.value);
                setEditing(null);
              }}
              data-testid="import-cell-input"
            />
          );
        const cell = (
          <div
            className={error ? 'import-cell import-cell--error' : 'import-cell'}
            onClick={() => setEditing({ line: entry.line, column })}
            data-testid={error ? 'import-cell-error' : undefined}
            data-line={entry.line}
            data-column={column}
          >
            {entry.row[column] || '\u00a0'}
          </div>
        );
        return error ? <Tooltip title={message(error)}>{cell}</Tooltip> : cell;
      },
    })),
  ];

  return (
    <Modal
      open={open}
      title={t('reservationsUi.importTitle')}
      width={edition === 'mobile' ? '100%' : 1100}
      onCancel={() => {
        if (phase === 'importing') return;
        reset();
        onClose();
      }}
      footer={null}
      destroyOnHidden
      data-testid="import-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void reservationsFiles.downloadTemplate().catch((error: Error) => showError(error.message))}
            data-testid="download-template"
          >
            {t('reservationsUi.downloadTemplate')}
          </Button>
          {phase === 'review' && <Button onClick={reset}>{t('reservationsUi.chooseFile')}</Button>}
        </Space>
        {phase === 'choose' && (
          <Upload.Dragger
            accept=".csv,text/csv"
            showUploadList={false}
            beforeUpload={(file) => {
              void read(file);
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('reservationsUi.chooseFile')}</p>
          </Upload.Dragger>
        )}
        {fileProblem && <Alert type="error" showIcon message={fileProblem} data-testid="import-file-problem" />}
        {(phase === 'reading' || phase === 'importing') && (
          <div>
            <Typography.Text>{t(phase === 'reading' ? 'reservationsUi.reading' : 'reservationsUi.importing')}</Typography.Text>
            <Progress percent={progress} data-testid="import-progress" />
          </div>
        )}
        {outcome && (
          <Alert
            type={outcome.failed ? 'warning' : 'success'}
            showIcon
            message={t('reservationsUi.importDone', outcome)}
            data-testid="import-outcome"
          />
        )}
        {phase === 'review' && entries.length > 0 && (
          <>
            <Typography.Text strong data-testid="import-summary">
              {t('reservationsUi.rowsSummary', { count: entries.length, valid, invalid: invalid.length })}
            </Typography.Text>
            {invalid.length > 0 && <Typography.Text type="secondary">{t('reservationsUi.fixHint')}</Typography.Text>}
            <Space wrap>
              <Switch checked={errorsOnly} onChange={setErrorsOnly} /> {t('reservationsUi.showErrorsOnly')}
            </Space>
            <Table<Entry>
              rowKey="line"
              size="small"
              virtual
              pagination={false}
              dataSource={shown}
              columns={tableColumns}
              scroll={{ x: 80 + columns.length * 150, y: 360 }}
              rowClassName={(entry) => (Object.keys(entry.errors).length ? 'import-row--error' : '')}
            />
            <Space wrap>
              <Button type="primary" disabled={valid === 0} onClick={() => void importRows('valid')} data-testid="import-valid">
                {t('reservationsUi.importValid', { count: valid })}
              </Button>
              <Button disabled={invalid.length > 0} onClick={() => void importRows('all')} data-testid="import-all">
                {t('reservationsUi.importAll')}
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Modal>
  );
}
