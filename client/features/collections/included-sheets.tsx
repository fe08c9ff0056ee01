import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack, Text } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { SheetCard } from './sheet-card';
import type { EditorSheet } from './use-collection-editor';

interface Props {
  sheets: EditorSheet[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onEditPublicTitle: (sheet: EditorSheet) => void;
}

/** The collection's sheets in order, reordered by dragging a card's handle (or with the keyboard). */
export function IncludedSheets({ sheets, onMove, onRemove, onEditPublicTitle }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (sheets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {L.emptyCollection}
      </Text>
    );
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      sheets.findIndex((s) => s.id === active.id),
      sheets.findIndex((s) => s.id === over.id),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={sheets.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {sheets.map((sheet) => (
            <SortableSheet key={sheet.id} sheet={sheet} onRemove={() => onRemove(sheet.id)} onEditPublicTitle={() => onEditPublicTitle(sheet)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableSheet({ sheet, onRemove, onEditPublicTitle }: { sheet: EditorSheet; onRemove: () => void; onEditPublicTitle: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: sheet.id });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' }}>
      <SheetCard
        sheet={sheet}
        handleProps={{ ...attributes, ...listeners }}
        style={isDragging ? { boxShadow: 'var(--mantine-shadow-md)' } : undefined}
        onRemove={onRemove}
        onEditPublicTitle={onEditPublicTitle}
      />
    </div>
  );
}
