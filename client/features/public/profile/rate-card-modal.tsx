import { Modal, Table } from '@mantine/core';
import { PUBLIC_LABEL } from '../../../../shared/public-texts';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';
import { PLATFORM_NAME } from '../format';

export function RateCardModal({ rows, opened, onClose }: { rows: PublicProfileResponse['influencer']['rate_card']; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={PUBLIC_LABEL.rateCard} centered size="lg" closeButtonProps={{ 'aria-label': PUBLIC_LABEL.close }}>
      <Table striped>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{PLATFORM_NAME[row.platform] ?? 'Other'}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td fw={700} ta="right">
                {row.rate}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
