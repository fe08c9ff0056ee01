import { Box, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { PortraitCrop } from '../../../shared/schemas/uploads';
import { ADD_TALENT_LABEL } from '../../../shared/talent-add-texts';

const BOX = 320;
const MIN_SIZE = 0.2;

/** Keeps the square inside the image: x, y are fractions of width and height, size of the short side. */
function clampCrop(crop: PortraitCrop, width: number, height: number): PortraitCrop {
  const short = Math.min(width, height);
  const size = Math.max(MIN_SIZE, Math.min(1, crop.size));
  const maxX = 1 - (size * short) / width;
  const maxY = 1 - (size * short) / height;
  return { size, x: Math.max(0, Math.min(maxX, crop.x)), y: Math.max(0, Math.min(maxY, crop.y)) };
}

export function centredCrop(width: number, height: number): PortraitCrop {
  const short = Math.min(width, height);
  return { size: 1, x: (1 - short / width) / 2, y: (1 - short / height) / 2 };
}

/** The square the portrait is cut from: drag it over the image (or use the arrow keys), zoom to make it smaller. */
export function PortraitFramer({
  src,
  natural,
  crop,
  onChange,
}: {
  src: string;
  natural: { width: number; height: number };
  crop: PortraitCrop;
  onChange: (crop: PortraitCrop) => void;
}) {
  const scale = BOX / Math.max(natural.width, natural.height);
  const shown = { width: natural.width * scale, height: natural.height * scale };
  const side = crop.size * Math.min(shown.width, shown.height);
  const drag = useRef<{ x: number; y: number; crop: PortraitCrop } | null>(null);
  const [dragging, setDragging] = useState(false);
  const move = (dx: number, dy: number, from: PortraitCrop) =>
    onChange(clampCrop({ ...from, x: from.x + dx / shown.width, y: from.y + dy / shown.height }, natural.width, natural.height));

  return (
    <Stack gap="xs" align="center">
      <Box pos="relative" w={shown.width} h={shown.height} style={{ touchAction: 'none', userSelect: 'none' }}>
        <img src={src} alt="" width={shown.width} height={shown.height} draggable={false} style={{ display: 'block', opacity: 0.55 }} />
        <Box
          role="slider"
          tabIndex={0}
          aria-label="Portrait framing"
          aria-valuetext={`${Math.round(crop.x * 100)}%, ${Math.round(crop.y * 100)}%`}
          data-testid="portrait-frame"
          pos="absolute"
          left={crop.x * shown.width}
          top={crop.y * shown.height}
          w={side}
          h={side}
          style={{
            cursor: dragging ? 'grabbing' : 'grab',
            outline: '2px solid var(--mantine-color-white)',
            boxShadow: '0 0 0 1px var(--mantine-color-dark-6)',
            backgroundImage: `url(${src})`,
            backgroundSize: `${shown.width}px ${shown.height}px`,
            backgroundPosition: `${-crop.x * shown.width}px ${-crop.y * shown.height}px`,
          }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, crop };
            setDragging(true);
          }}
          onPointerMove={(e) => {
            const start = drag.current;
            if (start) move(e.clientX - start.x, e.clientY - start.y, start.crop);
          }}
          onPointerUp={() => {
            drag.current = null;
            setDragging(false);
          }}
          onKeyDown={(e) => {
            const step = 8;
            const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
            if (delta) {
              e.preventDefault();
              move(delta[0]!, delta[1]!, crop);
            }
          }}
        />
      </Box>
      <Box w={BOX}>
        <Text size="sm">{ADD_TALENT_LABEL.zoom}</Text>
        <Slider
          min={MIN_SIZE}
          max={1}
          step={0.01}
          value={1 + MIN_SIZE - crop.size}
          label={null}
          aria-label={ADD_TALENT_LABEL.zoom}
          onChange={(value) => onChange(clampCrop({ ...crop, size: 1 + MIN_SIZE - value }, natural.width, natural.height))}
        />
      </Box>
    </Stack>
  );
}
