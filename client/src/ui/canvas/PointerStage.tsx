import type Konva from 'konva';
import type { ComponentProps } from 'react';
import { Stage } from 'react-konva';

type PointerHandler = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => void;

type Props = ComponentProps<typeof Stage> & {
  /** A mouse button or a finger goes down. */
  onPress?: PointerHandler;
  /** The mouse or the finger moves. */
  onDrag?: PointerHandler;
  /** The mouse button or the finger is lifted. */
  onRelease?: PointerHandler;
};

/** A Konva stage whose mouse and touch events go to the same handlers, so a canvas works alike on a tablet. */
export function PointerStage({ onPress, onDrag, onRelease, ...stage }: Props) {
  return (
    <Stage
      {...stage}
      onMouseDown={onPress}
      onTouchStart={onPress}
      onMouseMove={onDrag}
      onTouchMove={onDrag}
      onMouseUp={onRelease}
      onTouchEnd={onRelease}
    />
  );
}
