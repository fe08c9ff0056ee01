import { Modal, Table } from '@mantine/core';
import { PUBLIC_LABEL } from '../../../../shared/public-texts';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';
import type { RateCurrency } from '../../../../shared/figure-format';
import { formatRate, PLATFORM_NAME } from '../format';

export function RateCardModal({
  rows,
  currency,
  opened,
  onClose,
}: {
  rows: PublicProfileResponse['influencer']['rate_card'];
  currency: RateCurrency;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={PUBLIC_LABEL.rateCard} centered size="lg" closeButtonProps={{ 'aria-label': PUBLIC_LABEL.close }}>
      <Table striped>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{PLATFORM_NAME[row.platform] ?? 'Other'}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td fw={700} ta="right">
                {formatRate(row.rate, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
