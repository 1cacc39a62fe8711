// Reordering cards by drag and drop, with the browser's own dragging (as the project's other
// reorderable lists: 字段设置, 菜单设计): a card dropped on another takes that card's place, the ones
// between shifting by one. Only a card of the same list is taken — a file or text dragged in is
// left to the browser. While dragging, the dragged card and the one under it are told apart.
import { type DragEvent, useState } from 'react';

export function useDragOrder(onDrop: (id: number, onto: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const done = () => {
    setDragged(null);
    setOver(null);
  };
  const propsOf = (id: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      // some browsers start no drag without data
      e.dataTransfer.setData('text/plain', String(id));
      setDragged(id);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (over !== id) setOver(id);
    },
    onDrop: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      if (dragged !== id) onDrop(dragged, id);
      done();
    },
    onDragEnd: done,
  });
  return { dragged, over, propsOf };
}
