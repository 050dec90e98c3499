import type { FloorTable } from '@covers/shared';
import { Ellipse, Rect, Text } from 'react-konva';

export interface TableLook {
  fill: string;
  stroke: string;
  strokeWidth?: number;
  textColor: string;
  lines: string[];
}

const FONT = { fontFamily: 'system-ui, sans-serif', fontSize: 12 } as const;

/**
 * A table's body and label in its own coordinates (the parent group sits at (x, y) with the table's
 * rotation), shared by the plan editor and the floor plan view. Never listens itself: the group does.
 */
export function TableFigure({ table, look }: { table: FloorTable; look: TableLook }) {
  const { width, height } = table;
  const body =
    table.shape === 'round' ? (
      <Ellipse
        x={width / 2}
        y={height / 2}
        radiusX={width / 2}
        radiusY={height / 2}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth ?? 1}
        perfectDrawEnabled={false}
        shadowForStrokeEnabled={false}
      />
    ) : (
      <Rect
        width={width}
        height={height}
        cornerRadius={4}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth ?? 1}
        perfectDrawEnabled={false}
        shadowForStrokeEnabled={false}
      />
    );
  const lineHeight = FONT.fontSize + 2;
  return (
    <>
      {body}
      <Text
        y={(height - lineHeight * look.lines.length) / 2 + 1}
        width={width}
        align="center"
        text={look.lines.join('\n')}
        lineHeight={lineHeight / FONT.fontSize}
        fill={look.textColor}
        wrap="none"
        listening={false}
        perfectDrawEnabled={false}
        {...FONT}
      />
    </>
  );
}
