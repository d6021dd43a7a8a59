import { screen } from '@testing-library/react';
import { renderAt } from '@/test/render';
import { StatusTag, tagTone } from './StatusTag';

describe('status tags', () => {
  it('colours ACTIVE success, GRADUATED green and the others processing', () => {
    expect(tagTone('ACTIVE')).toBe('success');
    expect(tagTone('GRADUATED')).toBe('green');
    expect(['APPROVED', 'ARCHIVED', 'INACTIVE', 'ON-LEAVE'].map(tagTone)).toEqual(['processing', 'processing', 'processing', 'processing']);
  });

  it('labels known statuses from the messages and keeps unknown ones as they are', () => {
    renderAt(
      <>
        <StatusTag status="APPROVED" />
        <StatusTag status="WITHDRAW" />
        <StatusTag status="ACTIVE" label="O'qimoqda" />
      </>,
    );
    expect(screen.getByText('Tasdiqlangan').closest('[data-tone]')).toHaveAttribute('data-tone', 'processing');
    expect(screen.getByText('WITHDRAW')).toBeInTheDocument();
    expect(screen.getByText("O'qimoqda").closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  });
});
