import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '../../../../shared/messages';
import type { SheetInfluencer } from '../../../../shared/schemas/sheets/get-sheet';
import { TalentItem } from './talent-item';

interface Props {
  entries: SheetInfluencer[];
  grid: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (id: number) => void;
  onNote: (id: number, note: string) => void;
}

/** The sheet's creators in order, reordered by dragging a handle, with the keyboard, or the arrows. */
export function TalentList({ entries, grid, onMove, onRemove, onNote }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MSG.sheetEmpty}
      </Text>
    );
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      entries.findIndex((e) => e.id === active.id),
      entries.findIndex((e) => e.id === over.id),
    );
  };
  const items = entries.map((entry, index) => (
    <SortableTalent
      key={entry.id}
      creator={entry}
      index={index}
      count={entries.length}
      grid={grid}
      onMove={(to) => onMove(index, to)}
      onRemove={() => onRemove(entry.id)}
      onNote={(note) => onNote(entry.id, note)}
    />
  ));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={entries.map((e) => e.id)} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        {grid ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {items}
          </SimpleGrid>
        ) : (
          <Stack gap="xs">{items}</Stack>
        )}
      </SortableContext>
    </DndContext>
  );
}

type SortableProps = Omit<Parameters<typeof TalentItem>[0], 'handleProps' | 'style'>;

function SortableTalent(props: SortableProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props.creator.id });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' }}>
      <TalentItem {...props} handleProps={{ ...attributes, ...listeners }} style={isDragging ? { boxShadow: 'var(--mantine-shadow-md)' } : undefined} />
    </div>
  );
}
