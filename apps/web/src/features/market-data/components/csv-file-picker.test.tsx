import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvFilePicker } from './csv-file-picker';

const csv = new File(['city\n'], 'sales.csv', { type: 'text/csv' });

describe('CsvFilePicker', () => {
  it('hands over a file chosen with the labelled picker', async () => {
    const onPick = vi.fn();
    render(<CsvFilePicker file={null} onPick={onPick} />);
    await userEvent.upload(screen.getByLabelText('Sales CSV file'), csv);
    expect(onPick).toHaveBeenCalledWith(csv);
  });

  it('hands over a dropped file, and ignores drops while disabled', () => {
    const onPick = vi.fn();
    const { rerender } = render(<CsvFilePicker file={null} onPick={onPick} />);
    const zone = screen.getByText('Drop a .csv file here, or choose one.').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [csv] } });
    expect(onPick).toHaveBeenCalledWith(csv);
    rerender(<CsvFilePicker file={csv} disabled onPick={onPick} />);
    fireEvent.drop(zone, { dataTransfer: { files: [csv] } });
    expect(onPick).toHaveBeenCalledOnce();
    expect(screen.getByText('sales.csv')).toBeInTheDocument();
  });
});
