import type { DinerTag } from '@covers/shared';
import { Tag } from 'antd';

/** A diner tag in its colour. */
export function TagChip({ tag }: { tag: DinerTag }) {
  return (
    <Tag color={tag.colour} className="diner-tag">
      {tag.name}
    </Tag>
  );
}
